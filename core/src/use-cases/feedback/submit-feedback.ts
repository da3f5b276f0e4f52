import type { FeedbackResponse } from "../../responses/platform/feedback-responses"
import * as Effect from "effect/Effect"
import { FeedbackRepository } from "../../ports/admin/feedback-repository"
import { Mailer } from "../../ports/mailer"
import { FEEDBACK_SENT } from "../../messages/platform-feedback"
import type { Authenticated } from "../platform/authenticate-session"
import { FeedbackSettings } from "./feedback-settings"

export interface FeedbackInput {
  readonly type: string
  readonly message: string
  readonly name?: string | undefined
  readonly email?: string | undefined
}

const blankToNull = (s: string | undefined) => (s === undefined || s.trim() === "" ? null : s.trim())

export const feedbackMail = (f: { type: string; message: string; name: string | null; email: string | null }, account: string) =>
  [`Type: ${f.type}`, `From: ${f.name ?? "(no name)"} <${f.email ?? account}>`, `Account: ${account}`, "", f.message].join("\n")

/**
 * POST /feedback/submit (platform.md §5, §7): stored, then mailed to the support address when one is
 * configured. A mail failure is logged and does not lose the feedback.
 */
export const submitFeedback = (auth: Authenticated, input: FeedbackInput) =>
  Effect.gen(function* () {
    const repo = yield* FeedbackRepository
    const settings = yield* FeedbackSettings
    const stored = { type: input.type, message: input.message.trim(), name: blankToNull(input.name), email: blankToNull(input.email) }
    const id = yield* repo.create({ userId: auth.user.id, ...stored, createdAt: auth.now })
    if (settings.supportEmail) {
      const sent = yield* (yield* Mailer)
        .send({
          userId: auth.user.id,
          to: settings.supportEmail,
          subject: `[Initpack ${stored.type}] from ${stored.email ?? auth.user.email}`,
          text: feedbackMail(stored, auth.user.email)
        })
        .pipe(
          Effect.as(true),
          Effect.catchTag("MailError", (e) => Effect.as(Effect.logWarning("feedback mail failed", e.cause), false))
        )
      if (sent) yield* repo.markMailed(id, auth.now)
    }
    return { ok: true as const, status: FEEDBACK_SENT, id } satisfies FeedbackResponse
  })
