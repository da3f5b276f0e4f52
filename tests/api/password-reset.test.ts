import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RESET_LINK_INVALID, RESET_LINK_SENT, RESET_PASSWORD_TOO_SHORT } from "@initpack/core/messages/platform-auth"
import { ApiClient, backends, noticeIfPostgresSkipped, PASSWORD, register, startTestServer, uniqueEmail, type TestServer } from "../support/server"

noticeIfPostgresSkipped("password reset API tests")

describe.each(backends())("password reset on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { PUBLIC_URL: "" })
  })
  afterAll(async () => {
    await server?.stop()
  })

  const latestToken = async (email: string) => {
    const rows = await server.sql.query<{ body: string }>("SELECT body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1", [email])
    const m = rows[0]?.body.match(/reset-password\?token=([^\s]+)/)
    return m ? decodeURIComponent(m[1]!) : null
  }

  it("same answer for known and unknown emails; link through the outbox; single use; ends other sessions", async () => {
    const client = new ApiClient(server.url)
    const { email } = await register(client)
    const known = await new ApiClient(server.url).post("/api/auth/password/request", { email })
    const unknown = await new ApiClient(server.url).post("/api/auth/password/reset/request", { email: uniqueEmail("ghost") })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.json).toEqual(known.json)
    expect(known.json.message).toBe(RESET_LINK_SENT)

    const token = await latestToken(email)
    expect(token).not.toBeNull()
    // >= 128 random bits: 32 bytes in base64url
    expect(token!.length).toBeGreaterThanOrEqual(43)
    const stored = await server.sql.query<{ token_hash: string }>("SELECT token_hash FROM password_reset_tokens")
    expect(stored.map((r) => r.token_hash)).not.toContain(token)

    const short = await new ApiClient(server.url).post("/api/auth/password/reset/confirm", { token, password: "short" })
    expect(short.status).toBe(400)
    expect(short.json.error).toBe(RESET_PASSWORD_TOO_SHORT)

    const confirm = await new ApiClient(server.url).post("/api/auth/password/reset/confirm", { token, password: "new password 8" })
    expect(confirm.json).toEqual({ ok: true })
    expect((await client.get("/api/auth/me")).json.authenticated).toBe(false)
    const again = await new ApiClient(server.url).post("/api/auth/password/reset/confirm", { token, password: "another password" })
    expect(again.status).toBe(400)
    expect(again.json.error).toBe(RESET_LINK_INVALID)
    expect((await new ApiClient(server.url).post("/api/auth/login", { email, password: PASSWORD })).status).toBe(401)
    expect((await new ApiClient(server.url).post("/api/auth/login", { email, password: "new password 8" })).json.ok).toBe(true)

    // the other form: {token, new_password}
    await new ApiClient(server.url).post("/api/auth/password/reset/request", { email })
    const token2 = await latestToken(email)
    expect(token2).not.toBe(token)
    expect((await new ApiClient(server.url).post("/api/auth/password/reset", { token: token2, new_password: "third password" })).json).toEqual({ ok: true })
    expect((await new ApiClient(server.url).post("/api/auth/login", { email, password: "third password" })).json.ok).toBe(true)
  })

  it("a reset token expires after 1 hour", async () => {
    const client = new ApiClient(server.url)
    const { email } = await register(client)
    await client.post("/api/auth/password/request", { email })
    const token = await latestToken(email)
    const row = await server.sql.query<{ s: number }>("SELECT extract(epoch FROM (expires_at - created_at))::int AS s FROM password_reset_tokens ORDER BY created_at DESC LIMIT 1")
    expect(row[0]!.s).toBe(3600)
    await server.sql.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL")
    const late = await client.post("/api/auth/password/reset/confirm", { token, password: "late password" })
    expect(late.status).toBe(400)
  })
})
