import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

export interface PasswordHasherService {
  readonly hash: (password: string) => Effect.Effect<string>
  /** False for a wrong password or an unreadable hash. */
  readonly verify: (hash: string, password: string) => Effect.Effect<boolean>
}

export class PasswordHasher extends Context.Tag("@initpack/core/ports/PasswordHasher")<PasswordHasher, PasswordHasherService>() {}
