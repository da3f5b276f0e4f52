import type * as Layer from "effect/Layer"
import type { Mailer } from "@initpack/core/ports/mailer"
import type { SqlClient } from "../db/sql-client"
import * as OutboxMailer from "./outbox-mailer"
import * as SmtpMailer from "./smtp-mailer"

export interface MailSettings {
  readonly smtpUrl?: string | undefined
  readonly from: string
  readonly log?: ((line: string) => void) | undefined
}

/** SMTP when SMTP_URL is set; otherwise the database outbox (and the log), the default. */
export const mailerLayer = (s: MailSettings): Layer.Layer<Mailer, never, SqlClient> =>
  s.smtpUrl ? SmtpMailer.layer({ url: s.smtpUrl, from: s.from }) : OutboxMailer.layer(s.log ? { log: s.log } : {})
