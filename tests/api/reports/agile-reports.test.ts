import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AGILE_DOCUMENTS, TEMPLATE_VERSION, packEntries } from "@initpack/core/document/catalog"
import { PROJECT_NOT_FOUND } from "@initpack/core/use-cases/platform/texts"
import { backends, noticeIfPostgresSkipped, startTestServer, type ApiClient, type TestServer } from "../../support/server"
import { agileUser, SUMMARY } from "../agile/agile-support"
import { CONTENT_TYPES, docxText, getBytes, htmlText, markdownText, pdfText, q, zipEntries } from "./reports-support"

noticeIfPostgresSkipped("agile reports API")

const PROJECT = "Ferry Tickets"
const DAY = /\d{4}-\d{2}-\d{2}/

interface Drafted {
  readonly client: ApiClient
  readonly projectId: number
  readonly texts: Record<string, ReadonlyArray<string>>
}

/** Drafts an agile project through the module routes: scope, epics, stories, release, schedule, budget, risks, stakeholders, comms. */
const draftAgile = async (server: TestServer): Promise<Drafted> => {
  const { client, projectId } = await agileUser(server.url, PROJECT)
  const project_name = PROJECT
  expect((await client.post("/api/agile/scope/generate", { project_name, delivery_approach: "agile", seed_context: SUMMARY })).status).toBe(200)
  const scope = (await client.get(`/api/agile/scope${q({ project_name })}`)).json.scope
  const epics = await client.post("/api/agile/epics/generate", { project_name })
  expect(epics.status).toBe(200)
  expect((await client.post("/api/agile/backlog/generate", { project_name })).status).toBe(200)
  const plan = await client.post("/api/agile/release/auto_plan", { project_name, target_now_points: 20 })
  expect(plan.status).toBe(200)
  const release = (await client.get(`/api/agile/release${q({ project_name })}`)).json
  const savedPlan = await client.post("/api/agile/release/save", { project_name, lanes: plan.json.lanes, wip_limits: release.wip_limits, version: release.version })
  expect(savedPlan.status).toBe(200)
  expect((await client.post("/api/agile/schedule/generate_plan", { project_name, base_start: "2026-03-02" })).status).toBe(200)
  const schedule = (await client.get(`/api/agile/schedule${q({ project_name })}`)).json
  const budget = await client.post("/api/budget/agile/generate", {
    project_name,
    scope_flags: { has_software: true, has_third_party: false },
    extras_text: { software: "Ticketing SaaS licence" },
    labour_rollup: "sprint_parent_only"
  })
  expect(budget.status).toBe(200)
  expect((await client.post("/api/risk/generate", { project_name, text: SUMMARY })).status).toBe(200)
  expect((await client.post("/api/risk/add", { project_name, risk: { title: "Ticket gateway outage" } })).status).toBe(200)
  const sh = await client.post("/api/stakeholder/upsert", {
    project_name,
    stakeholders: [
      { name: "Priya Shah", role: "Product Owner", influence: 8, interest: 9, on_board: true, board_role: "Product Owner", A: true },
      { name: "Leo Grant", role: "Ferry Operations Lead", influence: 6, interest: 7, C: true }
    ]
  })
  expect(sh.status).toBe(200)
  const comms = await client.post("/api/comms/shortplan", { project_name, context: SUMMARY, project_approach: "Agile", project_method: "Scrum" })
  expect(comms.status).toBe(200)

  const epic = epics.json.epics[0].name as string
  const phase = schedule.phases[0].name as string
  const persona = scope.personas[0]?.name as string
  for (const t of [epic, phase, persona, comms.json.plan.objectives[0]]) expect(typeof t === "string" && t.trim() !== "").toBe(true)
  return {
    client,
    projectId,
    texts: {
      agile_overview: ["Agile Overview", epic, persona],
      stakeholders_raci: ["Stakeholders & RACI", "Priya Shah", "Leo Grant"],
      agile_roadmap_plan: ["Roadmap & Plan", epic, phase],
      raid: ["RAID / Risk Summary", "Ticket gateway outage"],
      budget_summary: ["Budget (Agile)", "Scrum Master"],
      comms_plan: ["Comms Plan 1-pager", comms.json.plan.objectives[0]],
      lean_business_case: ["Lean Business Case", epic],
      sow: ["Statement of Work", epic, "Scrum Master"]
    }
  }
}

describe.each(backends())("agile reports on %s", (backend) => {
  let server: TestServer
  let d: Drafted
  const doc = (params: Record<string, string | number>) => `/api/reports_agile/doc${q({ projectId: d.projectId, ...params })}`
  beforeAll(async () => {
    server = await startTestServer(backend)
    d = await draftAgile(server)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("agile.md §7 Reports: every agile document as HTML JSON, DOCX, PDF and Markdown, read back", async () => {
    for (const kind of AGILE_DOCUMENTS) {
      const texts = d.texts[kind]!
      const html = await d.client.get(doc({ doc_type: kind, format: "html" }))
      expect(html.status, kind).toBe(200)
      expect(html.json).toMatchObject({ ok: true, meta: { template_version: TEMPLATE_VERSION } })
      expect(html.json.meta.source_hash).toMatch(/^[0-9a-f]{64}$/)
      for (const t of [PROJECT, ...texts]) expect(htmlText(html.json.html), `${kind} html: ${t}`).toContain(t)
      // every artefact was drafted, so no document reports a missing one
      expect(htmlText(html.json.html), kind).not.toMatch(/No [a-zA-Z ]+ ha(s|ve) been drafted yet\./)

      const docx = await getBytes(d.client, doc({ doc_type: kind, format: "docx" }))
      expect(docx.headers.get("content-type")).toBe(CONTENT_TYPES.docx)
      expect(docx.headers.get("content-disposition")).toMatch(new RegExp(`filename="${kind}_Ferry_Tickets_${DAY.source}\\.docx"`))
      const { text: docxBody, xml } = docxText(docx.bytes)
      expect(xml).toContain('w:val="Heading1"')
      for (const t of texts) expect(docxBody, `${kind} docx: ${t}`).toContain(t)

      const md = await getBytes(d.client, doc({ doc_type: kind, format: "md" }))
      expect(md.headers.get("content-type")).toMatch(/^text\/markdown/)
      for (const t of texts) expect(markdownText(md.bytes), `${kind} md: ${t}`).toContain(t)

      const pdf = await getBytes(d.client, doc({ doc_type: kind, format: "pdf" }))
      expect(pdf.headers.get("content-type")).toBe(CONTENT_TYPES.pdf)
      expect(pdf.headers.get("content-disposition")).toMatch(new RegExp(`filename="${kind}_Ferry_Tickets_${DAY.source}\\.pdf"`))
      const { text, totalPages } = await pdfText(pdf.bytes)
      expect(text).toContain(texts[0]!)
      expect(text).toContain(PROJECT)
      expect(text).toContain(`Page ${totalPages} of ${totalPages}`)
    }
  }, 120_000)

  it("agile.md §2, §9: the agile pack (Overview, Lean BC, Stakeholders, Roadmap & Plan, RAID, Budget, Comms, SOW) as PDF, HTML and Word ZIPs", async () => {
    for (const format of ["pdf", "html", "docx"] as const) {
      const r = await getBytes(d.client, `/api/reports_agile/initiation${q({ project_name: PROJECT, format })}`)
      expect(r.status, format).toBe(200)
      expect(r.headers.get("content-type")).toBe(CONTENT_TYPES.zip)
      expect(r.headers.get("content-disposition")).toMatch(new RegExp(`filename="initiation_pack_Ferry_Tickets_${DAY.source}_${format}\\.zip"`))
      const entries = zipEntries(r.bytes)
      expect(Object.keys(entries)).toEqual(packEntries("agile").map((e) => `${e.stem}.${format}`))
      const lean = entries[`02-lean-business-case.${format}`]!
      if (format === "html") expect(htmlText(new TextDecoder().decode(lean))).toContain("Lean Business Case")
      if (format === "docx") expect(docxText(lean).text).toContain("Lean Business Case")
      if (format === "pdf") expect((await pdfText(lean)).text).toContain("Lean Business Case")
    }
  }, 120_000)

  it("the same sources give the same hash; waterfall-only documents and the waterfall route answer 400; another user 404", async () => {
    const a = (await d.client.get(doc({ doc_type: "agile_roadmap_plan" }))).json.meta
    const b = (await d.client.get(doc({ doc_type: "agile_roadmap_plan" }))).json.meta
    expect(b.source_hash).toBe(a.source_hash)
    const pid = await d.client.get(doc({ doc_type: "pid" }))
    expect(pid.status).toBe(400)
    expect(pid.json.error).toContain("/api/reports/doc")
    const wrongRoute = await d.client.get(`/api/reports/doc${q({ project_id: d.projectId, doc_type: "raid" })}`)
    expect(wrongRoute.status).toBe(400)
    expect(wrongRoute.json.error).toContain("/api/reports_agile")
    const other = await agileUser(server.url, "Someone Elses App")
    for (const path of [doc({ doc_type: "agile_overview" }), `/api/reports_agile/initiation${q({ project_id: d.projectId, format: "docx" })}`]) {
      const r = await other.client.get(path)
      expect(r.status, path).toBe(404)
      expect(r.json.error).toBe(PROJECT_NOT_FOUND)
    }
  })
})
