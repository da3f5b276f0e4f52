import { Server as NetServer } from "node:net"
import type { ServerType } from "@hono/node-server"
import type { SqlClientService } from "@initpack/adapters/db/sql-client"
import { readConfig, type ServerConfig } from "./config"
import type { ComposeOptions } from "./compose"
import { makeServerLog, silentLog, type LogLevel, type ServerLog } from "./logging/server-log"

export interface RunningServer {
  readonly url: string
  readonly port: number
  readonly sql: SqlClientService
  /** Stops accepting, waits for the requests in flight, then closes the jobs, the runtime and the database (unless passed in). */
  readonly close: () => Promise<void>
  readonly log: ServerLog
}

const openDatabase = async (config: ServerConfig): Promise<SqlClientService> => {
  if (config.databaseUrl) {
    const { open } = await import("@initpack/adapters/db/postgres")
    return open({ url: config.databaseUrl })
  }
  const { open } = await import("@initpack/adapters/db/pglite")
  return open({ dataDir: config.dataDir })
}

export interface StartOptions extends ComposeOptions {
  readonly config?: ServerConfig
  /** Use this client instead of opening one from the config (tests); it is not closed by close(). */
  readonly sql?: SqlClientService
  readonly quiet?: boolean
  /** Receives each log line (LOG_FORMAT) instead of stdout/stderr; lines are written even when quiet. */
  readonly logSink?: (line: string, level: LogLevel) => void
}

/** STARTUP_TRACE=1 prints when each start-up step ended, in ms since the process started. */
const trace = process.env.STARTUP_TRACE ? (step: string) => console.error(`[startup] ${performance.now().toFixed(0).padStart(5)} ms ${step}`) : () => {}

/** A job's result line ({"job": …}) as it was in text logs; in JSON logs its fields join time, level and message. */
const jobLine = (log: ServerLog) => (line: string) => {
  if (!log.enabled) return
  if (log.format === "text") return console.log(line)
  const { job, ...fields } = JSON.parse(line) as { job: string }
  log.write("error" in fields ? "ERROR" : "INFO", `job ${job}`, { job, ...fields })
}

/** Opens the database, migrates, seeds the plans, ensures the admin, and listens on PORT. */
export const startServer = async (options: StartOptions = {}): Promise<RunningServer> => {
  trace("main module evaluated")
  const config = options.config ?? readConfig()
  // the database opens (PGlite: reading and compiling its WebAssembly) while the app's modules load
  const opening = options.sql ? Promise.resolve(options.sql) : openDatabase(config).finally(() => trace("database open"))
  const [{ serve }, { createApp }, { makeRuntime, prepareDatabase }] = await Promise.all([
    import("@hono/node-server"),
    import("./app"),
    import("./compose")
  ])
  trace("app modules loaded")
  const metrics = config.metricsToken
    ? { metrics: (await import("./metrics/server-metrics")).makeServerMetrics(), token: config.metricsToken }
    : undefined
  // with metrics, the client counts its calls for the pool gauges
  const opened = await opening
  const tracked = metrics ? (await import("./metrics/pool-use")).trackPool(opened) : undefined
  if (tracked && metrics) metrics.metrics.watchPool(tracked.use)
  const log: ServerLog = options.logSink ? makeServerLog(config.logFormat, options.logSink) : options.quiet ? silentLog : makeServerLog(config.logFormat)
  const mailLog = options.mailLog ?? (log.enabled ? (line: string) => log.write("INFO", line) : undefined)
  const client = tracked?.sql ?? opened
  const runtime = makeRuntime(config, client, { ...options, mailLog, log: log.enabled ? log : undefined, metrics: metrics?.metrics })
  await prepareDatabase(config, client, runtime)
  trace("database prepared (migrations, plans, admin)")
  const { notReadyReason } = await import("@initpack/adapters/db/readiness")
  let draining = false
  const ready = () => (draining ? Promise.resolve("The server is shutting down.") : notReadyReason(client))
  const app = createApp({ runtime, config, ready, log, metrics })
  const jobs = config.jobs.inProcess
    ? (await import("./jobs/schedule-jobs")).scheduleJobs(runtime, config.jobs, jobLine(log))
    : undefined
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s))
  })
  // requests whose response has not finished: keep-alive connections are closed only while none is in flight,
  // because Node may count a connection whose response is still streaming as idle
  let inFlight = 0
  server.on("request", (_req: unknown, res: { once: (event: "close", listener: () => void) => void }) => {
    inFlight++
    res.once("close", () => {
      inFlight--
    })
  })
  trace("listening")
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : config.port
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`
  if (config.sessionSecretGenerated) log.write("WARN", "SESSION_SECRET is not set: using a random one for this process (set it when running several processes).")
  log.write("INFO", `Initpack server listening on ${url} (database: ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`})`)
  return {
    url,
    port,
    sql: client,
    log,
    close: async () => {
      draining = true
      // stop accepting; the callback runs once every connection has closed, so a request in flight
      // (a pack download that has started) is answered in full first
      // (net.Server's close: http.Server's own also closes the connections it deems idle, which cut a streaming
      // pack download short under load; idle keep-alive connections are closed below, only with nothing in flight)
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
      // keep-alive connections close as soon as they are idle, never in the middle of a request
      const idle = () => {
        if (inFlight === 0 && "closeIdleConnections" in server) server.closeIdleConnections()
      }
      idle()
      const sweep = setInterval(idle, 50)
      try {
        await closed
      } finally {
        clearInterval(sweep)
      }
      await jobs?.stop()
      await runtime.dispose()
      if (!options.sql) await opened.close()
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = readConfig()
  const running = await startServer({ config })
  const { exitOnSignals } = await import("./graceful-shutdown")
  exitOnSignals(running, config.shutdownTimeoutMs, running.log)
}
