// The real API server on PGlite for benches: with the web build served (browser benches) or the API alone.
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { serve, type ServerType } from "@hono/node-server"
import { open } from "@initpack/adapters/db/pglite"
import { createApp } from "../../apps/server/src/app"
import { makeRuntime, prepareDatabase } from "../../apps/server/src/compose"
import { readConfig } from "../../apps/server/src/config"
import { startServer } from "../../apps/server/src/main"

/** The app serving the web build in `dist`, its database in `work`/data; `base` is its URL. */
export const benchWebServer = async (work: string, dist: string) => {
  const config = readConfig({ HOST: "127.0.0.1", PORT: "0", DATA_DIR: join(work, "data"), SESSION_SECRET: "bench-secret-bench-secret-bench-secret" }, work)
  const sql = await open({ dataDir: config.dataDir })
  const runtime = makeRuntime(config, sql, { mailLog: () => undefined })
  await prepareDatabase(config, sql, runtime)
  const app = createApp({ runtime, config, webDistDir: dist })
  const server: ServerType = await new Promise((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => done(s))
  })
  const address = server.address()
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`
  /** stops the server, then the runtime and the database */
  const close = async () => {
    await new Promise<void>((done) => server.close(() => done()))
    await runtime.dispose()
    await sql.close()
  }
  return { sql, base, close }
}

/** The API server alone, its database in a new temp folder named after `tag`. */
export const benchApiServer = async (tag: string) => {
  const dir = mkdtempSync(join(tmpdir(), `initpack-bench-${tag}-`))
  const sql = await open({ dataDir: dir })
  const config = readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "bench", JOBS_IN_PROCESS: "false" })
  const server = await startServer({ config, sql, quiet: true, mailLog: () => {} })
  return { dir, sql, server }
}
