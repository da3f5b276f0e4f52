import postgres from "postgres"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SqlClient, type SqlClientService, type SqlExecutor } from "./sql-client"

export interface PostgresOptions {
  readonly url: string
  readonly max?: number
}

type Sql = postgres.Sql | postgres.TransactionSql

// Statements with parameters are the repositories' fixed texts: prepared once per connection, so
// PostgreSQL parses and plans each once rather than on every request. Parameterless ones (DDL) are not.
const executor = (sql: Sql): SqlExecutor => ({
  query: async <T,>(text: string, params?: ReadonlyArray<unknown>) =>
    (await (params && params.length > 0
      ? sql.unsafe(text, params as Array<postgres.ParameterOrJSON<never>>, { prepare: true })
      : sql.unsafe(text))) as unknown as Array<T>
})

// onnotify is a postgres.js option its typings leave out
type ExtraOptions = Partial<postgres.Options<{}>> & { readonly onnotify?: (channel: string, payload: string) => void }

const connect = (url: string, max: number, extra: ExtraOptions = {}) =>
  postgres(url, {
    max,
    onnotice: () => {},
    // int8 (counts, sums) as JS numbers; our values stay far below 2^53
    types: { bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } },
    ...extra
  })

const RETRY_LISTEN_MS = 1000

/**
 * LISTEN on a connection of its own, kept open (no idle or lifetime limit). When it closes, `onLive(false)`
 * at once, then LISTEN again every second until it answers and `onLive(true)`.
 */
const listenOn = (url: string): NonNullable<SqlClientService["listen"]> => async (channel, onPayload, onLive) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`)
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  const retryLater = () => {
    clearTimeout(retry)
    if (!stopped) retry = setTimeout(subscribe, RETRY_LISTEN_MS).unref()
  }
  const subscribe = async () => {
    try {
      await conn.unsafe(`LISTEN ${channel}`)
      if (!stopped) onLive(true)
    } catch {
      retryLater()
    }
  }
  const conn = connect(url, 1, {
    idle_timeout: 0,
    max_lifetime: null,
    onnotify: (from, payload) => {
      if (from === channel) onPayload(payload)
    },
    onclose: () => {
      if (stopped) return
      onLive(false)
      retryLater()
    }
  })
  await subscribe()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await conn.end({ timeout: 5 })
  }
}

export const open = (options: PostgresOptions): SqlClientService => {
  const max = options.max ?? 10
  const sql = connect(options.url, max)
  // the lookup lane: one connection, so concurrent lookups are pipelined (one write, one read per batch)
  const lane = connect(options.url, 1)
  return {
    dialect: "postgres",
    poolSize: max,
    ...executor(sql),
    lookup: executor(lane).query,
    exec: async (text) => {
      await sql.unsafe(text).simple()
    },
    transaction: async (f) => (await sql.begin((tx) => f(executor(tx)))) as never,
    listen: listenOn(options.url),
    close: async () => {
      await Promise.all([sql.end({ timeout: 5 }), lane.end({ timeout: 5 })])
    }
  }
}

export const make = (options: PostgresOptions) =>
  Effect.acquireRelease(Effect.sync(() => open(options)), (c) => Effect.promise(() => c.close()))

export const layer = (options: PostgresOptions) => Layer.scoped(SqlClient, make(options))
