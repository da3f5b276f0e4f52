import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { SqlClientService } from "./sql-client"

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url))

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

/** Numbered, forward-only migrations: files named NNNN_name.sql in ./migrations. */
export const loadMigrations = (dir: string = migrationsDir): Array<Migration> =>
  readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 4)), name: f.slice(5, -4), sql: readFileSync(dir + f, "utf8") }))

const CREATE_TABLE =
  "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"

/** SQLSTATE 42P01 undefined_table (PGlite and postgres.js both expose `code`). */
const isUndefinedTable = (e: unknown) => typeof e === "object" && e !== null && (e as { code?: unknown }).code === "42P01"

/** The versions recorded in schema_migrations; creates the table on a new database. */
const appliedVersions = async (client: SqlClientService): Promise<Set<number>> => {
  try {
    return new Set((await client.query("SELECT version FROM schema_migrations")).map((r) => Number(r.version)))
  } catch (e) {
    if (!isUndefinedTable(e)) throw e
    await client.exec(CREATE_TABLE)
    return new Set()
  }
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction. Returns the
 * versions applied. Starting on an up-to-date database costs one read: no DDL, no transaction, no lock.
 */
export const migrate = async (client: SqlClientService, migrations = loadMigrations()): Promise<Array<number>> => {
  const done = await appliedVersions(client)
  const applied: Array<number> = []
  for (const m of migrations.filter((m) => !done.has(m.version))) {
    await client.transaction(async (tx) => {
      // lock so two processes starting together do not both apply a migration
      await tx.query("LOCK TABLE schema_migrations IN EXCLUSIVE MODE")
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE version = $1", [m.version])
      if (done.length > 0) return
      for (const statement of splitStatements(m.sql)) await tx.query(statement)
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name])
      applied.push(m.version)
    })
  }
  return applied
}

/** Splits a migration file on semicolons at line ends; migrations avoid semicolons inside statements. */
const splitStatements = (sql: string): Array<string> =>
  sql
    .replace(/^\s*--.*$/gm, "")
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
