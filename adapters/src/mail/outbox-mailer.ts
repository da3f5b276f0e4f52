import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { MailError, Mailer, type MailerService } from "@initpack/core/ports/mailer"
import { makeQuery } from "../db/current-executor"

export interface OutboxMailerOptions {
  /** Where the mail is echoed; defaults to console.log. Pass a no-op to keep tests quiet. */
  readonly log?: (line: string) => void
}

/** Default mailer (no SMTP_URL): stores each mail in the mail_outbox table and writes it to the log. */
export const make = (options: OutboxMailerOptions = {}) =>
  Effect.map(makeQuery, (q): MailerService => ({
    send: (m) =>
      q("INSERT INTO mail_outbox (user_id, to_address, subject, body, created_at) VALUES ($1, $2, $3, $4, now())", [
        m.userId,
        m.to,
        m.subject,
        m.text
      ]).pipe(
        Effect.tap(() => Effect.sync(() => (options.log ?? console.log)(`[mail] to=${m.to} subject=${JSON.stringify(m.subject)}\n${m.logText ?? m.text}`))),
        Effect.asVoid,
        Effect.mapError((e) => new MailError({ cause: e }))
      )
  }))

export const layer = (options: OutboxMailerOptions = {}) => Layer.effect(Mailer, make(options))
