import type { AdminResetTokenResponse } from "../../responses/admin/admin-responses"
import * as Effect from "effect/Effect"
import { PasswordResetRepository } from "../../ports/password-reset-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { newToken } from "../platform/session-tokens"
import { findUserOrFail } from "./find-user"

/** platform.md §6, §9: an admin's one-time password-reset token is valid 2 hours. */
export const ADMIN_RESET_TOKEN_MS = 2 * 60 * 60 * 1000

/** POST /admin/users/{id}/password-reset: a single-use token (stored hashed) for the reset page. */
export const createAdminResetToken = (auth: Authenticated, id: number | null) =>
  Effect.gen(function* () {
    const user = yield* findUserOrFail(id, auth.now)
    const { token, hash } = yield* newToken
    const expiresAt = new Date(auth.now.getTime() + ADMIN_RESET_TOKEN_MS)
    yield* (yield* PasswordResetRepository).create({ tokenHash: hash, userId: user.id, createdAt: auth.now, expiresAt })
    return { ok: true as const, token, expires_at: expiresAt.toISOString(), reset_path: `/reset-password?token=${encodeURIComponent(token)}` } satisfies AdminResetTokenResponse
  })
