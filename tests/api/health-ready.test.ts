import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readConfig } from "../../apps/server/src/config"
import { startServer } from "../../apps/server/src/main"
import { freshPglite, freshPostgres } from "../support/databases"
import { ApiClient, backends, noticeIfPostgresSkipped, startTestServer, type Backend, type TestServer } from "../support/server"

noticeIfPostgresSkipped("health and readiness API tests")

describe.each(backends())("GET /api/health and /api/ready on %s", (backend: Backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("health answers 200 { status: ok } without a session", async () => {
    const r = await new ApiClient(server.url).get("/api/health")
    expect(r.status).toBe(200)
    expect(r.json).toEqual({ status: "ok" })
  })

  it("ready answers 200 once the database answers and every migration is applied", async () => {
    const r = await new ApiClient(server.url).get("/api/ready")
    expect(r.status).toBe(200)
    expect(r.json).toEqual({ status: "ready" })
  })

  it("ready answers 503 with the reason while a migration is not recorded, and 200 again once it is", async () => {
    const [last] = await server.sql.query<{ version: number; name: string }>("SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1")
    await server.sql.query("DELETE FROM schema_migrations WHERE version = $1", [last!.version])
    try {
      const r = await new ApiClient(server.url).get("/api/ready")
      expect(r.status).toBe(503)
      expect(r.json).toEqual({ error: `Migrations not applied: ${String(last!.version).padStart(4, "0")}_${last!.name}.` })
      // liveness does not look at the database
      expect((await new ApiClient(server.url).get("/api/health")).status).toBe(200)
    } finally {
      await server.sql.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [last!.version, last!.name])
    }
    expect((await new ApiClient(server.url).get("/api/ready")).status).toBe(200)
  })

  it("ready answers 503 'The database does not answer.' once the database is closed; health stays 200", async () => {
    const db = backend === "pglite" ? await freshPglite() : (await freshPostgres())!
    const config = readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "test-secret", JOBS_IN_PROCESS: "false" })
    const closing = await startServer({ config, sql: db.client, quiet: true, mailLog: () => {} })
    try {
      expect((await new ApiClient(closing.url).get("/api/ready")).status).toBe(200)
      await db.client.close()
      const r = await new ApiClient(closing.url).get("/api/ready")
      expect(r.status).toBe(503)
      expect(r.json).toEqual({ error: "The database does not answer." })
      const health = await new ApiClient(closing.url).get("/api/health")
      expect(health.status).toBe(200)
      expect(health.json).toEqual({ status: "ok" })
    } finally {
      await closing.close()
      // PostgreSQL: drop the test database (closing the client again is harmless there); PGlite is gone with its client
      if (backend === "postgres") await db.dispose()
    }
  })
})
