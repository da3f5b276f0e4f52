import type * as Effect from "effect/Effect"
import type { SqlClientService } from "@initpack/adapters/db/sql-client"
import { migrate } from "@initpack/adapters/db/migrate"
import { readConfig } from "../config"
import { makeRuntime, type PlatformServices } from "../compose"

/** Opens the configured database (DATABASE_URL or PGlite in DATA_DIR), migrates, runs one job, prints its result as JSON. */
export const runJobFromCommandLine = async <A, E>(name: string, job: Effect.Effect<A, E, PlatformServices>) => {
  const config = readConfig()
  let sql: SqlClientService
  if (config.databaseUrl) sql = (await import("@initpack/adapters/db/postgres")).open({ url: config.databaseUrl })
  else sql = await (await import("@initpack/adapters/db/pglite")).open({ dataDir: config.dataDir })
  // a one-off run reads no sessions: no read cache, no listening connection (the triggers still tell the servers)
  const runtime = makeRuntime({ ...config, readCacheMs: 0 }, sql)
  try {
    await migrate(sql)
    const result = await runtime.runPromise(job)
    console.log(JSON.stringify({ job: name, at: new Date().toISOString(), ...(result as object) }))
  } finally {
    await runtime.dispose()
    await sql.close()
  }
}
