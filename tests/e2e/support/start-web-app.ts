// Starts the real server (createApp over a fresh PGlite folder) serving a fresh build of the web app,
// on a free localhost port. One instance per test file.
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { serve, type ServerType } from "@hono/node-server"
import { open } from "@initpack/adapters/db/pglite"
import type { SqlClientService } from "@initpack/adapters/db/sql-client"
import { createApp } from "../../../apps/server/src/app"
import { makeRuntime, prepareDatabase } from "../../../apps/server/src/compose"
import { readConfig } from "../../../apps/server/src/config"

const repoRoot = resolve(import.meta.dirname, "../../..")

export const ADMIN_EMAIL = "admin@e2e.test"
export const ADMIN_PASSWORD = "admin-password-e2e-123"

export interface WebApp {
  readonly url: string
  readonly sql: SqlClientService
  readonly distDir: string
  readonly close: () => Promise<void>
}

/** Builds apps/web into a private folder so parallel test files never share a dist. */
export const buildWeb = (outDir: string): void => {
  execFileSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    cwd: join(repoRoot, "apps/web"),
    stdio: ["ignore", "ignore", "inherit"]
  })
}

export const startWebApp = async (): Promise<WebApp> => {
  const work = mkdtempSync(join(tmpdir(), "initpack-e2e-"))
  const distDir = join(work, "dist")
  buildWeb(distDir)
  const config = readConfig(
    { HOST: "127.0.0.1", PORT: "0", DATA_DIR: join(work, "data"), ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret" },
    work
  )
  const sql = await open({ dataDir: config.dataDir })
  const runtime = makeRuntime(config, sql, { mailLog: () => undefined })
  await prepareDatabase(config, sql, runtime)
  // The server serves this test file's own build (parallel files never share a dist).
  const app = createApp({ runtime, config, webDistDir: distDir })

  const server: ServerType = await new Promise((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => done(s))
  })
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    sql,
    distDir,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()))
      await runtime.dispose()
      await sql.close()
      rmSync(work, { recursive: true, force: true })
    }
  }
}

/** The newest mail to `email` in the outbox (the default mailer), or undefined. */
export const latestMail = async (sql: SqlClientService, email: string): Promise<{ subject: string; body: string } | undefined> => {
  const rows = await sql.query<{ subject: string; body: string }>(
    "SELECT subject, body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1",
    [email]
  )
  return rows[0]
}
