import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, register, startTestServer, type TestServer } from "../support/server"

describe.each(backends().slice(0, 1))("HTTP security on %s", (backend) => {
  let server: TestServer
  let https: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { ALLOWED_ORIGINS: "https://app.example.com" })
    https = await startTestServer(backend, { PUBLIC_URL: "https://initpack.example.com" })
  })
  afterAll(async () => {
    await server?.stop()
    await https?.stop()
  })

  it("security headers on every response; HSTS only with an https PUBLIC_URL", async () => {
    const r = await new ApiClient(server.url).get("/api/auth/me")
    expect(r.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/)
    expect(r.headers.get("x-content-type-options")).toBe("nosniff")
    expect(r.headers.get("referrer-policy")).toBe("no-referrer")
    expect(r.headers.get("strict-transport-security")).toBeNull()
    const missing = await new ApiClient(server.url).get("/api/nothing-here")
    expect(missing.status).toBe(404)
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff")
    const h = await new ApiClient(https.url).get("/api/auth/me")
    expect(h.headers.get("strict-transport-security")).toMatch(/max-age=/)
  })

  it("state-changing requests need JSON and a same-origin or listed Origin", async () => {
    const c = new ApiClient(server.url)
    const form = await c.call("POST", "/api/auth/login", undefined, { raw: "email=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded" } })
    expect(form.status).toBe(415)
    const foreign = await c.call("POST", "/api/auth/login", { email: "a@b.c", password: "x" }, { headers: { origin: "https://evil.example" } })
    expect(foreign.status).toBe(403)
    const listed = await c.call("POST", "/api/auth/login", { email: "a@b.c", password: "x" }, { headers: { origin: "https://app.example.com" } })
    expect(listed.status).toBe(401)
    const noOrigin = await fetch(server.url + "/api/auth/logout", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })
    expect(noOrigin.status).toBe(403)
  })

  it("with an https PUBLIC_URL the cookie is Secure with the __Host- prefix", async () => {
    const c = new ApiClient(https.url)
    const r = await c.call("POST", "/api/auth/register", { email: `h${Date.now()}@example.com`, password: "correct horse battery", name: "H", role: "PM", country: "Spain" }, { headers: { origin: "https://initpack.example.com" } })
    expect(r.status).toBe(201)
    const cookie = r.headers.getSetCookie().join("\n")
    expect(cookie).toMatch(/^__Host-initpack_session=/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Path=\//)
    await register(new ApiClient(server.url))
  })
  // last: the server closes the socket while the client is still sending
  it("bodies over 1 MiB answer 413", async () => {
    const big = JSON.stringify({ email: "a@b.c", password: "x".repeat(1024 * 1024) })
    const r = await new ApiClient(server.url).call("POST", "/api/auth/login", undefined, { raw: big })
    expect(r.status).toBe(413)
  })

})
