import * as Effect from "effect/Effect"
import { SecretSigner } from "../../ports/secret-signer"
import { SessionRepository } from "../../ports/session-repository"

/** POST /auth/logout: ends the session (no error when there is none). */
export const logoutUser = (token: string | null | undefined) =>
  Effect.gen(function* () {
    if (!token) return
    const hash = yield* (yield* SecretSigner).digest(token)
    yield* (yield* SessionRepository).remove(hash)
  })
