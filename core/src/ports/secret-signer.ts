import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

/** Keyed with the server secret (SESSION_SECRET). */
export interface SecretSignerService {
  /** One-way digest of a bearer token for storage (sessions, reset tokens, challenges). */
  readonly digest: (token: string) => Effect.Effect<string>
  readonly sign: (payload: string) => Effect.Effect<string>
  /** Constant-time check of a signature made by `sign`. */
  readonly verify: (payload: string, signature: string) => Effect.Effect<boolean>
}

export class SecretSigner extends Context.Tag("@initpack/core/ports/SecretSigner")<SecretSigner, SecretSignerService>() {}
