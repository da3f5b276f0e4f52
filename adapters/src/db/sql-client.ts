import * as Context from "effect/Context"

export type Row = Record<string, unknown>

/** Runs one statement with $1, $2 ... parameters. */
export interface SqlExecutor {
  readonly query: <T extends Row = Row>(sql: string, params?: ReadonlyArray<unknown>) => Promise<Array<T>>
}

/** The small SQL client both database adapters implement (PGlite and postgres.js). */
export interface SqlClientService extends SqlExecutor {
  readonly dialect: "pglite" | "postgres"
  /** Connections the client's pool opens at most (absent: one, as PGlite's single backend). */
  readonly poolSize?: number
  /** Runs several statements without parameters (migrations). */
  readonly exec: (sql: string) => Promise<void>
  /** Runs `f` in one transaction: commit when it resolves, roll back when it throws. */
  readonly transaction: <A>(f: (tx: SqlExecutor) => Promise<A>) => Promise<A>
  readonly close: () => Promise<void>
  /**
   * Runs a short read by an indexed key (the session lookup every signed-in request makes, a user's project
   * list) on a lane of its own: on PostgreSQL one connection that pipelines them, so the statements of one
   * tick go out in one write.
   * Absent: `query` is used.
   */
  readonly lookup?: SqlExecutor["query"]
  /**
   * Listens on a notification channel (NOTIFY): `onPayload` for each one, `onLive(false)` when the
   * listening connection is lost (notifications in between are missed), `onLive(true)` once listening
   * again. Answers a function that stops. Absent: this client cannot listen.
   */
  readonly listen?: (channel: string, onPayload: (payload: string) => void, onLive: (live: boolean) => void) => Promise<() => Promise<void>>
}

export class SqlClient extends Context.Tag("@initpack/adapters/db/SqlClient")<SqlClient, SqlClientService>() {}
