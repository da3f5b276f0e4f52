import { hash, verify } from "@node-rs/argon2"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { PasswordHasher, type PasswordHasherService } from "@initpack/core/ports/password-hasher"

/** argon2id parameters (OWASP minimum: m = 19 MiB, t = 2, p = 1). */
export const argon2Options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const make = Effect.succeed<PasswordHasherService>({
  hash: (password) => Effect.promise(() => hash(password, argon2Options)),
  verify: (stored, password) =>
    Effect.promise(() => verify(stored, password).catch(() => false))
})

export const layer = Layer.effect(PasswordHasher, make)
