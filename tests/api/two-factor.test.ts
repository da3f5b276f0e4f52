import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { generate } from "otplib"
import { ApiClient, backends, noticeIfPostgresSkipped, PASSWORD, register, startTestServer, type TestServer } from "../support/server"

noticeIfPostgresSkipped("2FA API tests")

const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds })

describe.each(backends())("2FA on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("setup, activate with a generated TOTP code, mfa_required at login, one-use codes, disable", async () => {
    const client = new ApiClient(server.url)
    const { email } = await register(client)
    const setup = await client.post("/api/auth/2fa/setup", {})
    expect(setup.status).toBe(200)
    const secret: string = setup.json.secret
    expect(setup.json.otpauth_url).toMatch(/^otpauth:\/\/totp\//)

    const wrongSecret = await client.post("/api/auth/2fa/activate", { secret: "AAAAAAAAAAAAAAAA", code: await codeAt(secret) })
    expect(wrongSecret.status).toBe(409)
    const before = client.cookies.get("initpack_session")
    const activate = await client.post("/api/auth/2fa/activate", { secret, code: await codeAt(secret) })
    expect(activate.json).toMatchObject({ ok: true, mfa_enabled: true })
    // a new session id after the 2FA step
    expect(client.cookies.get("initpack_session")).not.toBe(before)
    expect((await client.get("/api/auth/me")).json.authenticated).toBe(true)

    const phone = new ApiClient(server.url)
    const step1 = await phone.post("/api/auth/login", { email, password: PASSWORD })
    expect(step1.status).toBe(200)
    expect(step1.json).toMatchObject({ mfa_required: true })
    expect((await phone.get("/api/auth/me")).json.authenticated).toBe(false)
    const wrong = await phone.post("/api/auth/login", { email, password: PASSWORD, totp: "000000" === (await codeAt(secret, 30)) ? "111111" : "000000" })
    expect(wrong.status).toBe(401)
    const next = await codeAt(secret, 30)
    const ok = await phone.post("/api/auth/login", { email, password: PASSWORD, code: next })
    expect(ok.status).toBe(200)
    expect(ok.json.ok).toBe(true)
    expect((await phone.get("/api/auth/me")).json.authenticated).toBe(true)

    // the same code a second time is refused
    const other = new ApiClient(server.url)
    await other.post("/api/auth/login", { email, password: PASSWORD })
    const replay = await other.post("/api/auth/login", { email, password: PASSWORD, totp: next })
    expect(replay.status).toBe(401)

    const disable = await client.post("/api/auth/2fa/disable", { password: PASSWORD })
    expect(disable.json).toMatchObject({ ok: true, mfa_enabled: false })
    const plain = await new ApiClient(server.url).post("/api/auth/login", { email, password: PASSWORD })
    expect(plain.json.ok).toBe(true)
  })

  it("at most 5 wrong codes per challenge", async () => {
    const client = new ApiClient(server.url)
    const { email } = await register(client)
    const secret: string = (await client.post("/api/auth/2fa/setup", {})).json.secret
    await client.post("/api/auth/2fa/activate", { secret, code: await codeAt(secret) })

    const login = new ApiClient(server.url)
    const first = await login.post("/api/auth/login", { email, password: PASSWORD })
    const challenge = first.json.challenge_id
    const valid = new Set([await codeAt(secret, -30), await codeAt(secret), await codeAt(secret, 30)])
    const bad = ["123456", "234567", "345678", "456789", "567890", "678901", "789012"].filter((c) => !valid.has(c))
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await login.post("/api/auth/login", { email, password: PASSWORD, totp: bad[i], challenge_id: challenge })).json.error)
    expect(answers.slice(0, 4).every((e) => /not valid/.test(e))).toBe(true)
    expect(answers[4]).toMatch(/Too many wrong codes/)
    // the challenge is closed: removed from the database, so its id opens nothing more
    const { id } = (await client.get("/api/auth/me")).json.user
    const open = await server.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM mfa_challenges WHERE user_id = $1", [id])
    expect(open[0]!.n).toBe(0)
    // a code without the password never signs in
    expect((await login.post("/api/auth/login", { email, password: "not the password", totp: await codeAt(secret, 30) })).status).toBe(401)
  })
})
