import type { SqlClientService } from "@initpack/adapters/db/sql-client"

/** Connections of one pool: in use by a statement or transaction, free to hand out, and the calls waiting for one. */
export interface PoolUse {
  readonly in_use: number
  readonly idle: number
  readonly waiting: number
}

export interface TrackedPool {
  /** The same client, counting the calls it runs. */
  readonly sql: SqlClientService
  /** Each pool's use now: "main" (statements and transactions) and, on PostgreSQL, "lookup" (its one-connection lane). */
  readonly use: () => Readonly<Record<string, PoolUse>>
}

const lane = (size: number) => {
  let active = 0
  return {
    run: async <A>(f: () => Promise<A>): Promise<A> => {
      active++
      try {
        return await f()
      } finally {
        active--
      }
    },
    use: (): PoolUse => ({ in_use: Math.min(active, size), idle: Math.max(0, size - active), waiting: Math.max(0, active - size) })
  }
}

/**
 * Counts the calls in flight on a SQL client against its pool's size (PGlite: its single connection). A call
 * holds a connection from start to end (a transaction for all its statements); calls beyond the size wait.
 */
export const trackPool = (sql: SqlClientService): TrackedPool => {
  const main = lane(sql.poolSize ?? 1)
  const lookupLane = sql.lookup ? lane(1) : undefined
  const { lookup } = sql
  const tracked: SqlClientService = {
    ...sql,
    query: (text, params) => main.run(() => sql.query(text, params)),
    exec: (text) => main.run(() => sql.exec(text)),
    transaction: (f) => main.run(() => sql.transaction(f)),
    ...(lookup && lookupLane ? { lookup: (text, params) => lookupLane.run(() => lookup(text, params)) } : {})
  }
  return { sql: tracked, use: () => ({ main: main.use(), ...(lookupLane ? { lookup: lookupLane.use() } : {}) }) }
}
