import * as Context from "effect/Context"
import * as Data from "effect/Data"
import type * as Effect from "effect/Effect"

export interface MailMessage {
  readonly userId: number
  readonly to: string
  readonly subject: string
  readonly text: string
  /** What a log echo of the mail shows instead of the text (a mail carrying a bearer token, issue 36). */
  readonly logText?: string
}

export class MailError extends Data.TaggedError("MailError")<{ readonly cause: unknown }> {}

export interface MailerService {
  readonly send: (message: MailMessage) => Effect.Effect<void, MailError>
}

export class Mailer extends Context.Tag("@initpack/core/ports/Mailer")<Mailer, MailerService>() {}
