import { mkdirSync } from "node:fs"
import { PGlite, type Transaction } from "@electric-sql/pglite"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SqlClient, type SqlClientService, type SqlExecutor } from "./sql-client"
import { makeStatementRunner, type StatementRunner } from "./pglite-statements"

export interface PgliteOptions {
  /** Data folder; undefined means in memory. */
  readonly dataDir?: string | undefined
}

// Statements with parameters run prepared (pglite-statements.ts) under the same locks PGlite's own
// query takes: outside a transaction both locks and a flush to the data folder, inside one the query lock.
const outsideTransaction = (db: PGlite, run: StatementRunner): SqlExecutor => ({
  query: async <T,>(sql: string, params?: ReadonlyArray<unknown>) => {
    if (!params || params.length === 0) return (await db.query<T>(sql)).rows
    await db._checkReady()
    const rows = await db._runExclusiveTransaction(() => db._runExclusiveQuery(() => run<T>(sql, params)))
    await db.syncToFs()
    return rows
  }
})

const insideTransaction = (db: PGlite, tx: Transaction, run: StatementRunner): SqlExecutor => ({
  query: async <T,>(sql: string, params?: ReadonlyArray<unknown>) =>
    params && params.length > 0 ? db._runExclusiveQuery(() => run<T>(sql, params)) : (await tx.query<T>(sql)).rows
})

/** Wraps an open PGlite instance (e.g. a clone of a migrated template in tests). */
export const fromPglite = (db: PGlite): SqlClientService => {
  const run = makeStatementRunner(db)
  return {
    dialect: "pglite",
    ...outsideTransaction(db, run),
    exec: async (sql) => {
      await db.exec(sql)
    },
    transaction: (f) => db.transaction((tx) => f(insideTransaction(db, tx, run))),
    // one backend in this process: it hears its own NOTIFYs at commit and is never disconnected
    listen: async (channel, onPayload, onLive) => {
      const unlisten = await db.listen(channel, onPayload)
      onLive(true)
      return async () => {
        if (!db.closed) await unlisten()
      }
    },
    close: () => db.close()
  }
}

export const open = async (options: PgliteOptions = {}): Promise<SqlClientService> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const db = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create()
  return fromPglite(db)
}

export const make = (options: PgliteOptions = {}) =>
  Effect.acquireRelease(Effect.promise(() => open(options)), (c) => Effect.promise(() => c.close()))

export const layer = (options: PgliteOptions = {}) => Layer.scoped(SqlClient, make(options))
