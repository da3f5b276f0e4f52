import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, startTestServer, subscribedUser, type TestServer } from "../support/server"

const TOKEN = "scrape-token-for-tests"

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

  it("without METRICS_TOKEN there are no metrics", async () => {
    const res = await fetch(`${off.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(await res.text()).not.toContain("initpack_http_requests_total")
  })
})
