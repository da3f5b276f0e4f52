import type { PasswordResetRequestResponse } from "../../responses/platform/auth-responses"
import * as Effect from "effect/Effect"
import { Clock } from "../../ports/clock"
import { Mailer } from "../../ports/mailer"
import { PasswordResetRepository } from "../../ports/password-reset-repository"
import { UserRepository } from "../../ports/user-repository"
import { RESET_LINK_SENT } from "../../messages/platform-auth"
import { newToken } from "./session-tokens"
import { PlatformSettings } from "./settings"
import { RESET_MAIL_SUBJECT } from "./texts"

const resetMail = (link: string, minutes: number) =>
  `Someone asked to reset the password of your Initpack account.\n\nOpen this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this mail; your password stays the same.`

/**
 * POST /auth/password/request and /auth/password/reset/request: mails a single-use link valid 1 hour.
 * The answer is the same whether or not the email has an account (platform.md §5).
 */
export const requestPasswordReset = (email: string) =>
  Effect.gen(function* () {
    const settings = yield* PlatformSettings
    const user = yield* (yield* UserRepository).findByEmail(email.trim())
    if (user && user.isActive) {
      const now = yield* (yield* Clock).now
      const { token, hash } = yield* newToken
      yield* (yield* PasswordResetRepository).create({
        tokenHash: hash,
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + settings.resetTokenMs)
      })
      const link = `${settings.publicUrl.replace(/\/+$/, "")}/reset-password?token=${encodeURIComponent(token)}`
      yield* (yield* Mailer).send({ userId: user.id, to: user.email, subject: RESET_MAIL_SUBJECT, text: resetMail(link, Math.round(settings.resetTokenMs / 60000)) })
    }
    return { ok: true as const, message: RESET_LINK_SENT } satisfies PasswordResetRequestResponse
  })
