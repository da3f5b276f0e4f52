import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Mailer, type MailMessage } from "@initpack/core/ports/mailer"
import { SqlClient } from "@initpack/adapters/db/sql-client"
import * as OutboxMailer from "@initpack/adapters/mail/outbox-mailer"
import * as SmtpMailer from "@initpack/adapters/mail/smtp-mailer"
import { freshPglite, type TestDatabase } from "../support/databases"
import { startSmtpServer } from "../api/feedback/smtp-test-server"

let db: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let userId: number
beforeAll(async () => {
  db = await freshPglite()
  smtp = await startSmtpServer()
  const rows = await db.client.query<{ id: number }>(
    "INSERT INTO users (email, password_hash, created_at) VALUES ('mail.owner@example.com', 'x', now()) RETURNING id"
  )
  userId = Number(rows[0]!.id)
})
afterAll(async () => {
  await smtp?.close()
  await db?.dispose()
})

interface Subject {
  readonly name: string
  readonly layer: () => Layer.Layer<Mailer>
  readonly delivered: (m: MailMessage) => Promise<{ to: string; subject: string; text: string } | undefined>
}

const subjects: Array<Subject> = [
  {
    name: "outbox",
    layer: () => OutboxMailer.layer({ log: () => {} }).pipe(Layer.provide(Layer.succeed(SqlClient, db.client))),
    delivered: async (m) => {
      const rows = await db.client.query<{ to_address: string; subject: string; body: string }>(
        "SELECT to_address, subject, body FROM mail_outbox WHERE subject = $1",
        [m.subject]
      )
      return rows[0] && { to: rows[0].to_address, subject: rows[0].subject, text: rows[0].body }
    }
  },
  {
    name: "smtp",
    layer: () => SmtpMailer.layer({ url: smtp.url, from: "Initpack <no-reply@initpack.test>" }),
    delivered: async (m) => {
      const mail = (await smtp.waitFor(1)).find((r) => r.text.includes(`Subject: ${m.subject}`))
      if (!mail) return undefined
      const lines = mail.text.replace(/\r\n/g, "\n")
      const subject = /^Subject: (.*)$/m.exec(lines)?.[1] ?? ""
      return { to: mail.to[0]!, subject, text: lines.slice(lines.indexOf("\n\n") + 2).replace(/\n$/, "") }
    }
  }
]

describe.each(subjects)("mailer contract: $name", (subject) => {
  it("delivers the message to its recipient with subject and text", async () => {
    const message: MailMessage = { userId, to: "reader@example.org", subject: `Contract ${subject.name} ${Date.now()}`, text: "Line one\nhttps://initpack.example/reset-password?token=abc" }
    await Effect.runPromise(Effect.flatMap(Mailer, (m) => m.send(message)).pipe(Effect.provide(subject.layer())))
    expect(await subject.delivered(message)).toEqual({ to: "reader@example.org", subject: message.subject, text: message.text })
  })
})

it("smtp: an unreachable server is a MailError", async () => {
  const r = await Effect.runPromise(
    Effect.either(Effect.flatMap(Mailer, (m) => m.send({ userId, to: "a@b.c", subject: "x", text: "y" })).pipe(Effect.provide(SmtpMailer.layer({ url: "smtp://127.0.0.1:9", from: "x@y.z" }))))
  )
  expect(Either.isLeft(r) && r.left._tag).toBe("MailError")
})
