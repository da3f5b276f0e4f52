import * as Effect from "effect/Effect"
import * as FiberRef from "effect/FiberRef"
import { DatabaseError } from "@initpack/core/ports/database-error"
import { SqlClient, type Row, type SqlClientService, type SqlExecutor } from "./sql-client"

export type { Row }

/** The open transaction of the current fiber, if any (set by the transactor). */
export const CurrentTransaction = FiberRef.unsafeMake<SqlExecutor | null>(null)

/** Runs one statement on the current transaction, or on `outside` when none is open. */
const onCurrentTransaction =
  (outside: SqlExecutor) =>
  <T extends Row = Row>(sql: string, params?: ReadonlyArray<unknown>): Effect.Effect<Array<T>, DatabaseError> =>
    Effect.flatMap(FiberRef.get(CurrentTransaction), (tx) => Effect.tryPromise({ try: statement(tx ?? outside, sql, params), catch: toDatabaseError }))

/** Runs one statement on the current transaction, or on the client when none is open. */
export const queryWith = (client: SqlClientService) => onCurrentTransaction(client)

/** Like `queryWith`, but outside a transaction the statement goes to the client's lookup lane (sql-client.ts). */
export const lookupWith = (client: SqlClientService) => onCurrentTransaction(client.lookup ? { query: client.lookup } : client)

// module-level helpers: closures built per query cost allocations on every request
const statement =
  <T extends Row>(executor: SqlExecutor, sql: string, params: ReadonlyArray<unknown> | undefined) =>
  () =>
    executor.query<T>(sql, params)

const toDatabaseError = (cause: unknown) => new DatabaseError({ cause })

export const makeQuery = Effect.map(SqlClient, queryWith)
export const makeLookup = Effect.map(SqlClient, lookupWith)

export type Query = ReturnType<typeof queryWith>

/** SQLSTATE 23505, raised by both PGlite and postgres.js errors as `code`. */
export const isUniqueViolation = (error: DatabaseError): boolean =>
  typeof error.cause === "object" && error.cause !== null && (error.cause as { code?: unknown }).code === "23505"

export const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)))
export const toDateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : toDate(v))
