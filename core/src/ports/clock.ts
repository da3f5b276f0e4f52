import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

export interface ClockService {
  readonly now: Effect.Effect<Date>
  /** The same time in ms, read outside Effect (the HTTP edge's kept answers); clocks without it are read through `now`. */
  readonly millis?: () => number
}

export class Clock extends Context.Tag("@initpack/core/ports/Clock")<Clock, ClockService>() {}
