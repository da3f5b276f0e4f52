import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Clock, type ClockService } from "@initpack/core/ports/clock"

/** A settable clock for tests: starts at `start`, moves only when told. */
export const makeFixedClock = (start: Date) => {
  let now = start.getTime()
  const service: ClockService = { now: Effect.sync(() => new Date(now)) }
  return {
    service,
    set: (at: Date) => {
      now = at.getTime()
    },
    advance: (ms: number) => {
      now += ms
    }
  }
}

export const layer = (clock: ReturnType<typeof makeFixedClock>) => Layer.succeed(Clock, clock.service)
