import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, noticeIfPostgresSkipped, register, startTestServer, subscribedUser, type TestServer } from "../../support/server"
import { FEEDBACK_SENT } from "@initpack/core/messages/platform-feedback"
import { startSmtpServer } from "./smtp-test-server"

noticeIfPostgresSkipped("feedback and SMTP API tests")

const SUPPORT = "support@initpack.test"

describe.each(backends())("feedback and SMTP delivery on %s", (backend) => {
  let server: TestServer
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer(backend, { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT, MAIL_FROM: "Initpack <no-reply@initpack.test>" })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
  })

  it("POST /feedback/submit stores the feedback and mails it to the support address", async () => {
    const u = await subscribedUser(server.url)
    const before = smtp.received.length
    const r = await u.client.post("/api/feedback/submit", { type: "Feature Request", message: "  Please add Gantt export.  ", name: "Erin", email: "erin@example.org" })
    expect(r.status).toBe(200)
    expect(r.json).toMatchObject({ ok: true, status: FEEDBACK_SENT })
    const mails = await smtp.waitFor(before + 1)
    const mail = mails[before]!
    expect(mail.to).toEqual([SUPPORT])
    expect(mail.from).toBe("no-reply@initpack.test")
    expect(mail.text).toContain("Subject: [Initpack Feature Request] from erin@example.org")
    expect(mail.text).toContain("Please add Gantt export.")
    expect(mail.text).toContain(`Account: ${u.email}`)
    const rows = await server.db.client.query<{ type: string; message: string; name: string; mailed_at: unknown }>(
      "SELECT type, message, name, mailed_at FROM feedback WHERE user_id = $1",
      [u.id]
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: "Feature Request", message: "Please add Gantt export.", name: "Erin" })
    expect(rows[0]!.mailed_at).not.toBeNull()
  })

  it("type defaults to Feedback; blank or missing message and unknown types are 400; signed out is 401", async () => {
    const client = new ApiClient(server.url)
    const { id } = await register(client)
    expect((await client.post("/api/feedback/submit", { message: "Nice tool" })).status).toBe(200)
    expect((await client.post("/api/feedback/submit", { type: "support request", message: "Help" })).status).toBe(200)
    const types = await server.db.client.query<{ type: string }>("SELECT type FROM feedback WHERE user_id = $1 ORDER BY id", [id])
    expect(types.map((t) => t.type)).toEqual(["Feedback", "Support Request"])
    for (const bad of [{ message: "   " }, {}, { type: "Complaint", message: "x" }, { message: 42 }]) {
      const r = await client.post("/api/feedback/submit", bad)
      expect(r.status, JSON.stringify(bad)).toBe(400)
      expect(typeof r.json.error).toBe("string")
    }
    expect((await new ApiClient(server.url).post("/api/feedback/submit", { message: "hi" })).status).toBe(401)
  })

  it("the password reset link is delivered over SMTP and works", async () => {
    const client = new ApiClient(server.url)
    const { email } = await register(client)
    const before = smtp.received.length
    expect((await new ApiClient(server.url).post("/api/auth/password/reset/request", { email })).status).toBe(200)
    const mail = (await smtp.waitFor(before + 1))[before]!
    expect(mail.to).toEqual([email])
    const token = /\/reset-password\?token=([\w%-]+)/.exec(mail.text)?.[1]
    expect(token).toBeDefined()
    const reset = await new ApiClient(server.url).post("/api/auth/password/reset/confirm", { token: decodeURIComponent(token!), password: "brand new password" })
    expect(reset.status).toBe(200)
    expect((await new ApiClient(server.url).post("/api/auth/login", { email, password: "brand new password" })).status).toBe(200)
    // with SMTP configured nothing goes to the outbox
    expect(await server.db.client.query("SELECT 1 FROM mail_outbox WHERE to_address = $1", [email])).toHaveLength(0)
  })
})
