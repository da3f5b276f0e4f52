import postgres from "postgres"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SqlClient, type SqlClientService, type SqlExecutor } from "./sql-client"

export interface PostgresOptions {
  readonly url: string
  readonly max?: number
}

type Sql = postgres.Sql | postgres.TransactionSql

const executor = (sql: Sql): SqlExecutor => ({
  query: async <T,>(text: string, params?: ReadonlyArray<unknown>) =>
    (await sql.unsafe(text, (params ?? []) as Array<postgres.ParameterOrJSON<never>>)) as unknown as Array<T>
})

export const open = (options: PostgresOptions): SqlClientService => {
  const sql = postgres(options.url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // int8 (counts, sums) as JS numbers; our values stay far below 2^53
    types: { bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } }
  })
  return {
    dialect: "postgres",
    ...executor(sql),
    exec: async (text) => {
      await sql.unsafe(text).simple()
    },
    transaction: async (f) => (await sql.begin((tx) => f(executor(tx)))) as never,
    close: () => sql.end({ timeout: 5 })
  }
}

export const make = (options: PostgresOptions) =>
  Effect.acquireRelease(Effect.sync(() => open(options)), (c) => Effect.promise(() => c.close()))

export const layer = (options: PostgresOptions) => Layer.scoped(SqlClient, make(options))
