import * as Context from "effect/Context"
import * as Data from "effect/Data"
import type * as Effect from "effect/Effect"

export interface MailMessage {
  readonly userId: number
  readonly to: string
  readonly subject: string
  readonly text: string
}

export class MailError extends Data.TaggedError("MailError")<{ readonly cause: unknown }> {}

export interface MailerService {
  readonly send: (message: MailMessage) => Effect.Effect<void, MailError>
}

export class Mailer extends Context.Tag("@initpack/core/ports/Mailer")<Mailer, MailerService>() {}
