import { mkdirSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SqlClient, type SqlClientService, type SqlExecutor } from "./sql-client"

export interface PgliteOptions {
  /** Data folder; undefined means in memory. */
  readonly dataDir?: string | undefined
}

const executor = (db: Pick<PGlite, "query">): SqlExecutor => ({
  query: async <T,>(sql: string, params?: ReadonlyArray<unknown>) =>
    (await db.query<T>(sql, params ? [...params] : [])).rows
})

/** Wraps an open PGlite instance (e.g. a clone of a migrated template in tests). */
export const fromPglite = (db: PGlite): SqlClientService => ({
  dialect: "pglite",
  ...(executor(db) as SqlExecutor),
  exec: async (sql) => {
    await db.exec(sql)
  },
  transaction: (f) => db.transaction((tx) => f(executor(tx))),
  close: () => db.close()
})

export const open = async (options: PgliteOptions = {}): Promise<SqlClientService> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const db = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create()
  return fromPglite(db)
}

export const make = (options: PgliteOptions = {}) =>
  Effect.acquireRelease(Effect.promise(() => open(options)), (c) => Effect.promise(() => c.close()))

export const layer = (options: PgliteOptions = {}) => Layer.scoped(SqlClient, make(options))
