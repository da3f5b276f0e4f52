import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readConfig } from "../../apps/server/src/config"
import { startServer, type RunningServer } from "../../apps/server/src/main"
import { formatLine } from "../../apps/server/src/logging/server-log"
import { freshPglite, type TestDatabase } from "../support/databases"
import { ApiClient, register } from "../support/server"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe("request ids and LOG_FORMAT=json", () => {
  let db: TestDatabase
  let server: RunningServer
  const lines: Array<string> = []
  beforeAll(async () => {
    db = await freshPglite()
    const config = readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "test-secret", JOBS_IN_PROCESS: "false", LOG_FORMAT: "json",
      // feedback mails go to a port nothing listens on: the use case logs a warning (an Effect log line) and answers 200
      SMTP_URL: "smtp://127.0.0.1:9", SUPPORT_EMAIL: "support@initpack.test" })
    server = await startServer({ config, sql: db.client, quiet: true, mailLog: () => {}, logSink: (line) => lines.push(line) })
  })
  afterAll(async () => {
    await server?.close()
    await db?.dispose()
  })

  /** The parsed log lines of one request id (each line one JSON object). */
  const linesOf = (id: string) => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.request_id === id)

  it("every log line is one JSON object", () => {
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
  })

  it("a request without x-request-id gets a new one, answered in the header and written in its log line", async () => {
    const res = await fetch(`${server.url}/api/health`)
    expect(res.status).toBe(200)
    const id = res.headers.get("x-request-id")!
    expect(id).toMatch(UUID)
    const [line] = linesOf(id)
    expect(line).toMatchObject({ level: "INFO", message: "request", request_id: id, method: "GET", path: "/api/health", status: 200 })
    expect(typeof line!.duration_ms).toBe("number")
    expect(new Date(line!.time as string).toISOString()).toBe(line!.time)
    // two requests, two ids
    expect((await fetch(`${server.url}/api/health`)).headers.get("x-request-id")).not.toBe(id)
  })

  it("the proxy's x-request-id is kept, echoed and logged, also on an error answer", async () => {
    const res = await fetch(`${server.url}/api/risk/list`, { headers: { "x-request-id": "lb-7f3a/42:abc" } })
    expect(res.status).toBe(401)
    expect(res.headers.get("x-request-id")).toBe("lb-7f3a/42:abc")
    expect(linesOf("lb-7f3a/42:abc")).toEqual([expect.objectContaining({ method: "GET", path: "/api/risk/list", status: 401 })])
    const spa = await fetch(`${server.url}/api/nowhere`, { headers: { "x-request-id": "x".repeat(128) } })
    expect(spa.status).toBe(404)
    expect(spa.headers.get("x-request-id")).toBe("x".repeat(128))
  })

  it("an id that is too long, or has spaces or control characters, is replaced by a new one", async () => {
    for (const sent of ["x".repeat(129), "two words", "tab\there", "ünïcode"]) {
      const res = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": sent } }).catch(() => null)
      if (res === null) continue // a header value fetch itself refuses never reaches the server
      const id = res.headers.get("x-request-id")!
      expect(id, sent).toMatch(UUID)
      expect(linesOf(id)).toHaveLength(1)
    }
  })

  it("a use case's own log line (Effect.logWarning) carries the request's id", async () => {
    const client = new ApiClient(server.url)
    await register(client)
    const res = await client.call("POST", "/api/feedback/submit", { message: "Please add Gantt export." }, { headers: { "x-request-id": "req-feedback-1" } })
    expect(res.status).toBe(200)
    expect(linesOf("req-feedback-1")).toEqual([
      expect.objectContaining({ level: "WARN", message: "feedback mail failed", detail: expect.stringContaining("ECONNREFUSED"), method: "POST", path: "/api/feedback/submit" }),
      expect.objectContaining({ level: "INFO", message: "request", status: 200 })
    ])
  })

  it("a POST gets an id too, and the text format writes it as request_id=", async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-request-id": "req-login-1" },
      body: JSON.stringify({ email: "nobody@example.com", password: "wrong password here" })
    })
    expect(res.status).toBe(401)
    expect(res.headers.get("x-request-id")).toBe("req-login-1")
    expect(linesOf("req-login-1")[0]).toMatchObject({ method: "POST", path: "/api/auth/login", status: 401 })
    const text = formatLine("text", "INFO", "request", { request_id: "req-login-1", method: "POST", path: "/api/auth/login", status: 401, duration_ms: 3.2 })
    expect(text).toMatch(/^time=\S+ level=INFO message=request request_id=req-login-1 method=POST path=\/api\/auth\/login status=401 duration_ms=3.2$/)
  })
})
