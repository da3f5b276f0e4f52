import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, noticeIfPostgresSkipped, startTestServer, subscribedUser, type TestServer } from "../support/server"

const TOKEN = "scrape-token-for-tests"

interface Sample {
  readonly name: string
  readonly labels: Readonly<Record<string, string>>
  readonly value: number
}

/** The samples of a Prometheus text exposition (comments left out). */
const samples = (text: string): Array<Sample> =>
  text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (!m) throw new Error(`not a sample line: ${line}`)
      const labels = Object.fromEntries([...(m[2] ?? "").matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]))
      return { name: m[1]!, labels, value: Number(m[3]) }
    })

/** The value of the one sample with this name whose labels include `labels` (undefined: none; several: an error). */
const valueOf = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  const found = samples(text).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`)
  return found[0]?.value
}

const scrapeOf = async (server: TestServer) => {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  return res.text()
}

describe("Prometheus metrics at /metrics (METRICS_TOKEN)", () => {
  let server: TestServer
  let off: TestServer
  beforeAll(async () => {
    server = await startTestServer("pglite", { METRICS_TOKEN: TOKEN })
    off = await startTestServer("pglite")
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await off?.stop()
  })

  const scrape = async (token = TOKEN) => fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })

  it("needs the token: none or a wrong one answers 401", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    const wrong = await scrape("not-the-token")
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ error: "A valid metrics token is needed." })
  })

  it("counts requests by method, route pattern and status, with a latency histogram", async () => {
    await new ApiClient(server.url).get("/api/health")
    await new ApiClient(server.url).get("/api/risk/list")
    await new ApiClient(server.url).call("PUT", "/api/wbs/item/12345", {})
    const res = await scrape()
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    expect(text).toMatch(/^initpack_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/m)
    expect(text).toMatch(/^initpack_http_requests_total\{method="GET",route="\/api\/risk\/list",status="401"\} 1$/m)
    // a path parameter is counted under its pattern, never the id
    expect(text).not.toContain("12345")
    expect(text).toMatch(/^initpack_http_requests_total\{method="PUT",route="\/api\/wbs\/item\/:id[^"]*",status="4\d\d"\} 1$/m)
    expect(text).toMatch(/^initpack_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status="200"\} \d+$/m)
    expect(text).toMatch(/^initpack_process_cpu_seconds_total /m)
  })

  it("counts the initiation packs answered, by method and format", async () => {
    const { client } = await subscribedUser(server.url)
    expect((await client.post("/api/projects", { name: "Metered", methodology: "waterfall" })).status).toBe(201)
    const pack = await client.get("/api/reports/initiation?project_name=Metered&format=html")
    expect(pack.status).toBe(200)
    expect(await (await scrape()).text()).toMatch(/^initpack_pack_downloads_total\{method="waterfall",format="html"\} 1$/m)
  })

  it("times each drafting call by module, task and outcome", async () => {
    const { client } = await subscribedUser(server.url)
    expect((await client.post("/api/projects", { name: "Drafted", methodology: "waterfall" })).status).toBe(201)
    const before = await scrapeOf(server)
    const count = (text: string, task: string, module: string) =>
      valueOf(text, "initpack_drafting_duration_seconds_count", { module, task, outcome: "ok" }) ?? 0
    const drafted = await client.post("/api/risk/generate", { project_name: "Drafted", text: "Move the call centre to a new telephony platform before the contract ends." })
    expect(drafted.status).toBe(200)
    const mitigated = await client.post("/api/risk/mitigation", { project_name: "Drafted", title: "Supplier misses the cut-over date", category: "Vendor", likelihood: "High", impact: "High" })
    expect(mitigated.status).toBe(200)
    const after = await scrapeOf(server)
    expect(count(after, "draftRiskRegister", "risk") - count(before, "draftRiskRegister", "risk")).toBe(1)
    expect(count(after, "draftMitigation", "risk") - count(before, "draftMitigation", "risk")).toBe(1)
    expect(valueOf(after, "initpack_drafting_duration_seconds_sum", { module: "risk", task: "draftRiskRegister", outcome: "ok" })).toBeGreaterThan(0)
    // the slowest bucket holds every call; the first ones hold no more than it
    const inf = valueOf(after, "initpack_drafting_duration_seconds_bucket", { module: "risk", task: "draftRiskRegister", outcome: "ok", le: "+Inf" })
    expect(inf).toBe(count(after, "draftRiskRegister", "risk"))
    expect(count(after, "draftWbs", "wbs")).toBe(0)
  })

  it("times each document rendered by format and document, and counts pack downloads by format", async () => {
    const { client } = await subscribedUser(server.url)
    expect((await client.post("/api/projects", { name: "Rendered", methodology: "waterfall" })).status).toBe(201)
    const before = await scrapeOf(server)
    const renders = (text: string, format: string, document?: string) =>
      samples(text)
        .filter((s) => s.name === "initpack_render_duration_seconds_count" && s.labels.format === format && (document === undefined || s.labels.document === document))
        .reduce((sum, s) => sum + s.value, 0)
    const pdf = await client.get("/api/reports/doc?project_name=Rendered&doc_type=pid&format=pdf")
    expect(pdf.status).toBe(200)
    const mid = await scrapeOf(server)
    expect(renders(mid, "pdf", "pid") - renders(before, "pdf", "pid")).toBe(1)
    expect(valueOf(mid, "initpack_render_duration_seconds_sum", { format: "pdf", document: "pid" })).toBeGreaterThan(0)

    const packs = (text: string, format: string) => valueOf(text, "initpack_pack_downloads_total", { method: "waterfall", format }) ?? 0
    const zip = await client.get("/api/reports/initiation?project_name=Rendered&format=docx")
    expect(zip.status).toBe(200)
    const after = await scrapeOf(server)
    // every document of the pack rendered once as DOCX, and one pack download counted under docx
    expect(renders(after, "docx") - renders(mid, "docx")).toBeGreaterThanOrEqual(5)
    expect(packs(after, "docx") - packs(mid, "docx")).toBe(1)
    expect(packs(after, "pdf")).toBe(packs(mid, "pdf"))
  })

  it("without METRICS_TOKEN there are no metrics", async () => {
    const res = await fetch(`${off.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(await res.text()).not.toContain("initpack_http_requests_total")
  })
})

noticeIfPostgresSkipped("database pool metrics")

describe.each(backends())("database pool use at /metrics on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { METRICS_TOKEN: TOKEN })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  const pool = async (name = "main") => {
    const text = await scrapeOf(server)
    const state = (s: string) => valueOf(text, "initpack_db_pool_connections", { pool: name, state: s })
    return { in_use: state("in_use"), idle: state("idle"), waiting: state("waiting") }
  }

  it("reports connections in use, idle and waiting while transactions hold them", async () => {
    // PGlite: its one connection; PostgreSQL: the pool of 10 the tests open, and the lookup lane
    const size = backend === "pglite" ? 1 : 10
    await expect.poll(() => pool(), { timeout: 5_000 }).toEqual({ in_use: 0, idle: size, waiting: 0 })
    if (backend === "postgres") expect(await pool("lookup")).toEqual({ in_use: 0, idle: 1, waiting: 0 })

    // size + 1 transactions held open: size of them hold a connection, one waits for one
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let started = 0
    const transactions = Array.from({ length: size + 1 }, () =>
      server.sql.transaction(async (tx) => {
        await tx.query("select 1")
        started++
        await held
      })
    )
    await expect.poll(() => started, { timeout: 5_000 }).toBe(size)
    expect(await pool()).toEqual({ in_use: size, idle: 0, waiting: 1 })
    release()
    await Promise.all(transactions)
    expect(started).toBe(size + 1)
    expect(await pool()).toEqual({ in_use: 0, idle: size, waiting: 0 })
  })
})
