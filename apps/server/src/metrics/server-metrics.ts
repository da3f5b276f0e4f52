import type { MiddlewareHandler } from "hono"
import { routePath } from "hono/route"
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client"
import type { PoolUse } from "./pool-use"

/** The Prometheus metrics of one server (its own registry: several servers may run in one process, as in tests). */
export interface ServerMetrics {
  readonly registry: Registry
  readonly record: MiddlewareHandler
  /** One drafting call (a Drafter method) took `seconds`: its module, task and whether it answered. */
  readonly drafted: (labels: { readonly module: string; readonly task: string; readonly outcome: "ok" | "error" }, seconds: number) => void
  /** One document rendered in a format (html, markdown, docx, pdf) took `seconds`. */
  readonly rendered: (labels: { readonly format: string; readonly document: string }, seconds: number) => void
  /** Where the database pool gauges read their values at each scrape. */
  readonly watchPool: (use: () => Readonly<Record<string, PoolUse>>) => void
}

const PACK_ROUTE = /^\/api\/(reports|reports_agile)\/initiation$/

export const makeServerMetrics = (): ServerMetrics => {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: "initpack_" })
  const requests = new Counter({
    name: "initpack_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry]
  })
  const duration = new Histogram({
    name: "initpack_http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the handler returned; a streamed body may take longer)",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry]
  })
  const packs = new Counter({
    name: "initpack_pack_downloads_total",
    help: "Initiation packs (ZIP) answered, by method and format",
    labelNames: ["method", "format"] as const,
    registers: [registry]
  })
  const drafting = new Histogram({
    name: "initpack_drafting_duration_seconds",
    help: "Time a drafting call took (offline drafter or model), by module, task and outcome",
    labelNames: ["module", "task", "outcome"] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry]
  })
  const rendering = new Histogram({
    name: "initpack_render_duration_seconds",
    help: "Time to render one document, by format and document",
    labelNames: ["format", "document"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry]
  })
  let poolUse: () => Readonly<Record<string, PoolUse>> = () => ({})
  new Gauge({
    name: "initpack_db_pool_connections",
    help: "Database connections by pool and state: in_use (running a statement or transaction), idle (free to hand out), waiting (calls queued for one); PGlite has one",
    labelNames: ["pool", "state"] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const [pool, use] of Object.entries(poolUse())) for (const state of ["in_use", "idle", "waiting"] as const) this.set({ pool, state }, use[state])
    }
  })
  const record: MiddlewareHandler = async (c, next) => {
    const started = performance.now()
    await next()
    // the pattern of the route that answered (/api/wbs/item/:id{[0-9]{1,9}}: the deepest handler reached),
    // never the raw path: a bounded set of labels
    const route = routePath(c) || "unmatched"
    const labels = { method: c.req.method, route, status: String(c.res.status) }
    requests.inc(labels)
    duration.observe(labels, (performance.now() - started) / 1000)
    const pack = PACK_ROUTE.exec(route)
    if (pack && c.res.status === 200) packs.inc({ method: pack[1] === "reports_agile" ? "agile" : "waterfall", format: c.req.query("format") === "html" || c.req.query("format") === "docx" ? c.req.query("format")! : "pdf" })
  }
  return {
    registry,
    record,
    drafted: (labels, seconds) => drafting.observe(labels, seconds),
    rendered: (labels, seconds) => rendering.observe(labels, seconds),
    watchPool: (use) => {
      poolUse = use
    }
  }
}
