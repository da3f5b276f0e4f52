import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

export interface RandomService {
  /** A URL-safe token carrying `bytes` bytes of cryptographic randomness. */
  readonly token: (bytes: number) => Effect.Effect<string>
  /** A uniform integer in [min, max]. */
  readonly int: (min: number, max: number) => Effect.Effect<number>
}

export class Random extends Context.Tag("@initpack/core/ports/Random")<Random, RandomService>() {}
