import type { ServerLog } from "./logging/server-log"

export interface Stoppable {
  /** Stops accepting, lets the requests in flight finish, then closes the jobs, the runtime and the database. */
  readonly close: () => Promise<void>
}

/**
 * On SIGTERM or SIGINT: stop the server gracefully and exit 0; when the requests in flight have not finished
 * within `timeoutMs` (SHUTDOWN_TIMEOUT_SECONDS), exit 1 without waiting further. A second signal changes nothing.
 */
export const exitOnSignals = (server: Stoppable, timeoutMs: number, log: ServerLog) => {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.write("INFO", `${signal}: stopping; requests in flight get up to ${timeoutMs / 1000} s`)
    const deadline = setTimeout(() => {
      log.write("ERROR", `requests still in flight after ${timeoutMs / 1000} s (SHUTDOWN_TIMEOUT_SECONDS): exiting without them`)
      process.exit(1)
    }, timeoutMs)
    deadline.unref()
    server.close().then(
      () => {
        log.write("INFO", "stopped: every request answered, database closed")
        process.exit(0)
      },
      (error: unknown) => {
        log.write("ERROR", "shutdown failed", { error })
        process.exit(1)
      }
    )
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
}
