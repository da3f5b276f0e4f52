import { randomBytes } from "node:crypto"
import { describe } from "vitest"
import postgres from "postgres"
import { PGlite } from "@electric-sql/pglite"
import { fromPglite } from "@initpack/adapters/db/pglite"
import { open as openPostgres } from "@initpack/adapters/db/postgres"
import { migrate } from "@initpack/adapters/db/migrate"
import type { SqlClientService } from "@initpack/adapters/db/sql-client"

export interface TestDatabase {
  readonly kind: "pglite" | "postgres"
  readonly client: SqlClientService
  /** Set for PostgreSQL: the URL of the fresh database. */
  readonly url?: string
  readonly dispose: () => Promise<void>
}

let template: Promise<Blob> | undefined

/** A migrated in-memory PGlite. initdb runs once per test file; later calls clone the migrated template. */
export const freshPglite = async (): Promise<TestDatabase> => {
  template ??= (async () => {
    const db = await PGlite.create()
    await migrate(fromPglite(db))
    const dump = await db.dumpDataDir("none")
    await db.close()
    return dump
  })()
  const db = await PGlite.create({ loadDataDir: await template })
  const client = fromPglite(db)
  return { kind: "pglite", client, dispose: () => client.close() }
}

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined

/** A fresh, migrated PostgreSQL database (initpack_t_<pid>_<rand>) dropped on dispose; null when TEST_DATABASE_URL is unset. */
export const freshPostgres = async (): Promise<TestDatabase | null> => {
  const base = testDatabaseUrl()
  if (!base) return null
  const name = `initpack_t_${process.pid}_${randomBytes(4).toString("hex")}`
  const admin = postgres(base, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = "/" + name
  const client = openPostgres({ url: url.toString(), max: 10 })
  await migrate(client)
  return {
    kind: "postgres",
    client,
    url: url.toString(),
    dispose: async () => {
      await client.close()
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end({ timeout: 5 })
    }
  }
}

/** Both SQL clients a contract test runs on, each with the describe to use (skipped PostgreSQL without TEST_DATABASE_URL). */
export const contractBackends = (): Array<{ readonly label: "PGlite" | "PostgreSQL"; readonly fresh: () => Promise<TestDatabase | null>; readonly run: typeof describe | typeof describe.skip }> => [
  { label: "PGlite", fresh: freshPglite, run: describe },
  { label: "PostgreSQL", fresh: freshPostgres, run: testDatabaseUrl() ? describe : describe.skip }
]

export const skipNotice = (what: string) =>
  console.warn(`[skip] ${what}: TEST_DATABASE_URL is not set, PostgreSQL tests skipped (e.g. TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test)`)
