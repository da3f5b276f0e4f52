import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { RISK_CSV_COLUMNS } from "@initpack/core/rules/risk/risk-csv"
import { ragLabel } from "@initpack/core/rules/risk/risk-rag"
import { RISK_LEVEL_VALUE, type RiskLevel } from "@initpack/core/schemas/enums"
import { FREE_ONE_MITIGATION, FREE_ONE_RISK } from "@initpack/core/messages/platform-plans"
import { RISK_GENERATE_NEEDS_CONTEXT, RISK_TITLE_REQUIRED } from "@initpack/core/messages/risk"
import { freeUserWithProject, paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("waterfall risk API")

const CONTEXT = "Migrate 40 racks and the core network from the Harbour data centre to a colocation site with a hardware vendor."

describe.each(backends())("waterfall risk API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("generates, adds more without duplicate titles, edits, deletes and exports the register", async () => {
    const { client, projectName, projectId } = await paidUserWithProject(server)
    const gen = await client.post("/api/risk/generate", { project_name: projectName, text: CONTEXT })
    expect(gen.status).toBe(200)
    expect(gen.json).toMatchObject({ status: "ok", model: "offline" })
    const list = (await client.get(`/api/risk/list${q({ project_name: projectName })}`)).json.risks
    expect(list.length).toBe(gen.json.count)
    expect(list.length).toBeGreaterThanOrEqual(8)
    // waterfall.md §9: score = likelihood x impact, label from the bands
    for (const r of list) {
      const score = RISK_LEVEL_VALUE[r.likelihood as RiskLevel] * RISK_LEVEL_VALUE[r.impact as RiskLevel]
      expect(r.rag_score).toBe(score)
      expect(r.rag_label).toBe(ragLabel(score))
    }

    const more = await client.post("/api/risk/generate_more", { project_name: projectName, text: CONTEXT, existing_titles: list.map((r: any) => r.title) })
    expect(more.status).toBe(200)
    expect(more.json.added).toBeGreaterThanOrEqual(3)
    expect(more.json.added).toBeLessThanOrEqual(5)
    const all = (await client.get(`/api/risk/list${q({ project_id: projectId })}`)).json.risks
    expect(all.length).toBe(list.length + more.json.added)
    const titles = all.map((r: any) => r.title.trim().toLowerCase())
    expect(new Set(titles).size).toBe(titles.length)

    const added = await client.post("/api/risk/add", { project_name: projectName, risk: { title: "Cooling failure during cut-over" } })
    expect(added.status).toBe(200)
    expect(added.json.risk).toMatchObject({ category: "Technical", likelihood: "Medium", impact: "Medium", rag_score: 9, rag_label: "Medium" })
    expect(added.json.saved_id).toBeGreaterThan(0)
    const rid = added.json.risk.id
    const upd = await client.post("/api/risk/update", { project_name: projectName, risk_id: rid, fields: { likelihood: "Very High", impact: 5 }, version: added.json.risk.version })
    expect(upd.json.risk).toMatchObject({ likelihood: "Very High", impact: "Very High", rag_score: 25, rag_label: "Very High" })
    const stale = await client.post("/api/risk/update", { project_name: projectName, risk_id: rid, fields: { title: "Old tab" }, version: added.json.risk.version })
    expect(stale.status).toBe(409)
    expect(stale.json.current_version).toBe(upd.json.risk.version)

    const mit = await client.post("/api/risk/mitigation", { project_name: projectName, risk_id: rid, title: "Cooling failure during cut-over", category: "Operational", likelihood: "High", impact: "High" })
    expect(mit.status).toBe(200)
    expect(mit.json.mitigation.length).toBeGreaterThan(20)
    const snap = await client.post("/api/risk/snapshot", { project_name: projectName, items: all, source: "ui", model: "offline", notes: "" })
    expect(snap.json.saved_id).toBeGreaterThan(added.json.saved_id)

    expect((await client.post("/api/risk/delete", { project_name: projectName, risk_id: rid })).status).toBe(200)
    expect((await client.post("/api/risk/delete", { project_name: projectName, risk_id: rid })).status).toBe(404)

    const csv = await client.get(`/api/risk/export.csv${q({ project_name: projectName })}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get("content-type")).toContain("text/csv")
    const today = new Date().toISOString().slice(0, 10)
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="risk_register_Harbour_Data_Centre_Migration_${today}.csv"`)
    const lines = csv.text.replace(/^\uFEFF/, "").trim().split("\r\n")
    expect(lines[0]).toBe(RISK_CSV_COLUMNS.join(","))
    expect(lines.length).toBe(all.length + 1)

    // regenerating replaces the register, manual risks included
    const regen = await client.post("/api/risk/generate", { project_name: projectName, text: CONTEXT })
    expect((await client.get(`/api/risk/list${q({ project_name: projectName })}`)).json.risks.length).toBe(regen.json.count)
  })

  it("refuses bad input with 400", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Risk Validation")
    const noText = await client.post("/api/risk/generate", { project_name: projectName, text: "  " })
    expect(noText.status).toBe(400)
    expect(noText.json.error).toBe(RISK_GENERATE_NEEDS_CONTEXT)
    const noTitle = await client.post("/api/risk/add", { project_name: projectName, risk: { title: " " } })
    expect(noTitle.status).toBe(400)
    expect(noTitle.json.error).toBe(RISK_TITLE_REQUIRED)
    expect((await client.post("/api/risk/add", { project_name: projectName, risk: { title: "x", likelihood: "Catastrophic" } })).status).toBe(400)
    expect((await client.post("/api/risk/update", { project_name: projectName, risk_id: "abc", fields: {} })).status).toBe(400)
    expect((await client.post("/api/risk/snapshot", { project_name: projectName, items: "no" })).status).toBe(400)
    expect((await client.post("/api/risk/mitigation", { title: "" })).status).toBe(400)
  })

  it("free plan: 1 risk and 1 mitigation", async () => {
    const { client, projectName } = await freeUserWithProject(server)
    const gen = await client.post("/api/risk/generate", { project_name: projectName, text: CONTEXT })
    expect(gen.json.count).toBe(1)
    const more = await client.post("/api/risk/generate_more", { project_name: projectName, text: CONTEXT })
    expect(more.status).toBe(402)
    expect(more.json.message).toBe(FREE_ONE_RISK)
    expect((await client.post("/api/risk/add", { project_name: projectName, risk: { title: "Second" } })).status).toBe(402)
    expect((await client.post("/api/risk/mitigation", { title: "Vendor delay" })).status).toBe(200)
    const second = await client.post("/api/risk/mitigation", { title: "Vendor delay" })
    expect(second.status).toBe(402)
    expect(second.json.message).toBe(FREE_ONE_MITIGATION)
  })
})
