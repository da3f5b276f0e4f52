import nodemailer from "nodemailer"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { MailError, Mailer, type MailerService } from "@initpack/core/ports/mailer"

export interface SmtpMailerOptions {
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://...:465 (nodemailer connection URL). */
  readonly url: string
  /** Sender address (MAIL_FROM). */
  readonly from: string
}

/** Sends mail through an SMTP server with nodemailer (used when SMTP_URL is set). */
export const make = (options: SmtpMailerOptions): MailerService => {
  const transport = nodemailer.createTransport(options.url)
  return {
    send: (m) =>
      Effect.tryPromise({
        try: () => transport.sendMail({ from: options.from, to: m.to, subject: m.subject, text: m.text }),
        catch: (cause) => new MailError({ cause })
      }).pipe(Effect.asVoid)
  }
}

export const layer = (options: SmtpMailerOptions) => Layer.succeed(Mailer, make(options))
