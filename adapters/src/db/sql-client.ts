import * as Context from "effect/Context"

export type Row = Record<string, unknown>

/** Runs one statement with $1, $2 ... parameters. */
export interface SqlExecutor {
  readonly query: <T extends Row = Row>(sql: string, params?: ReadonlyArray<unknown>) => Promise<Array<T>>
}

/** The small SQL client both database adapters implement (PGlite and postgres.js). */
export interface SqlClientService extends SqlExecutor {
  readonly dialect: "pglite" | "postgres"
  /** Runs several statements without parameters (migrations). */
  readonly exec: (sql: string) => Promise<void>
  /** Runs `f` in one transaction: commit when it resolves, roll back when it throws. */
  readonly transaction: <A>(f: (tx: SqlExecutor) => Promise<A>) => Promise<A>
  readonly close: () => Promise<void>
}

export class SqlClient extends Context.Tag("@initpack/adapters/db/SqlClient")<SqlClient, SqlClientService>() {}
