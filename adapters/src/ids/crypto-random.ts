import { randomBytes, randomInt } from "node:crypto"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Random, type RandomService } from "@initpack/core/ports/random"

export const make = Effect.succeed<RandomService>({
  token: (bytes) => Effect.sync(() => randomBytes(bytes).toString("base64url")),
  int: (min, max) => Effect.sync(() => randomInt(min, max + 1))
})

export const layer = Layer.effect(Random, make)
