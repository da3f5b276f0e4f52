import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

export interface ClockService {
  readonly now: Effect.Effect<Date>
}

export class Clock extends Context.Tag("@initpack/core/ports/Clock")<Clock, ClockService>() {}
