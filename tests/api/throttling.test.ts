import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, noticeIfPostgresSkipped, PASSWORD, register, startTestServer, uniqueEmail, type TestServer } from "../support/server"

noticeIfPostgresSkipped("throttling API tests")

describe.each(backends())("login throttling on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("the 11th attempt after 10 failures for one account gets 429, even with the right password", async () => {
    const { email } = await register(new ApiClient(server.url))
    for (let i = 0; i < 3; i++) expect((await new ApiClient(server.url).post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await new ApiClient(server.url).post("/api/auth/login", { email, password: `wrong-${i}` })).status).toBe(401)
    const eleventh = await new ApiClient(server.url).post("/api/auth/login", { email, password: PASSWORD })
    expect(eleventh.status).toBe(429)
    expect(eleventh.json.error).toMatch(/Too many failed sign-in attempts/)
    // counts are kept in the database
    const rows = await server.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM login_failures WHERE account_key = $1", [email.toLowerCase()])
    expect(rows[0]!.n).toBe(10)
  })

  it("an unknown account is throttled the same way, so 429 does not reveal whether it exists", async () => {
    const email = uniqueEmail("ghost")
    for (let i = 0; i < 10; i++) await new ApiClient(server.url).post("/api/auth/login", { email, password: `wrong-${i}` })
    const eleventh = await new ApiClient(server.url).post("/api/auth/login", { email, password: PASSWORD })
    expect(eleventh.status).toBe(429)
  })
})

describe.each(backends())("login throttling per IP on %s (LOGIN_MAX_FAILURES_PER_IP=5)", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { LOGIN_MAX_FAILURES_PER_IP: "5" })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("failures across accounts from one IP are limited", async () => {
    const { email } = await register(new ApiClient(server.url))
    for (let i = 0; i < 5; i++) expect((await new ApiClient(server.url).post("/api/auth/login", { email: uniqueEmail("spray"), password: "nope nope" })).status).toBe(401)
    expect((await new ApiClient(server.url).post("/api/auth/login", { email, password: PASSWORD })).status).toBe(429)
  })
})
