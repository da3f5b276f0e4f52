import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Clock, type ClockService } from "@initpack/core/ports/clock"

export const make = Effect.succeed<ClockService>({ now: Effect.sync(() => new Date()), millis: Date.now })

export const layer = Layer.effect(Clock, make)
