import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TEMPLATE_VERSION, WATERFALL_DOCUMENTS, packEntries } from "@initpack/core/document/catalog"
import { NO_RISKS } from "@initpack/core/document/sections/risk-sections"
import { NO_BUDGET } from "@initpack/core/document/sections/budget-sections"
import { NO_STAKEHOLDERS } from "@initpack/core/document/sections/stakeholder-sections"
import { NO_COMMS } from "@initpack/core/document/sections/comms-sections"
import { NO_SCOPE } from "@initpack/core/document/sections/scope-sections"
import { REPORT_PROJECT_REQUIRED } from "@initpack/core/use-cases/reports/texts"
import { PROJECT_NOT_FOUND } from "@initpack/core/use-cases/platform/texts"
import { backends, noticeIfPostgresSkipped, startTestServer, type ApiClient, type TestServer } from "../../support/server"
import { paidUserWithProject } from "../waterfall/waterfall-support"
import { CONTENT_TYPES, docxText, getBytes, htmlText, markdownText, pdfText, q, zipEntries } from "./reports-support"

noticeIfPostgresSkipped("waterfall reports API")

const PROJECT = "Clinic Booking Portal"
const DAY = /\d{4}-\d{2}-\d{2}/

interface Drafted {
  readonly client: ApiClient
  readonly projectId: number
  /** A text of the project each document must show, by doc_type. */
  readonly texts: Record<string, ReadonlyArray<string>>
  /** Short texts that fit one PDF line, by doc_type. */
  readonly pdfTexts: Record<string, ReadonlyArray<string>>
  readonly budgetLine: { id: number; version: number }
}

/** Drafts every waterfall module of a new project through the module routes (offline drafter). */
const draftWaterfall = async (server: TestServer): Promise<Drafted> => {
  const { client, projectId } = await paidUserWithProject(server, PROJECT)
  const project_name = PROJECT
  const gen = await client.post("/api/scope/generate", {
    project_name,
    delivery_approach: "Waterfall",
    procurement: "Software",
    third_parties: "Vendor",
    clarification_answers: { background: "Patients book GP appointments by phone; the clinic wants online booking with SMS reminders." }
  })
  expect(gen.status).toBe(200)
  const scope = gen.json.scope
  const deliverable = "Patient booking web app"
  const saved = await client.post("/api/scope/save", {
    project_name,
    scope: { ...scope, deliverables: [{ title: deliverable, rationale: "Online self-service booking" }, ...scope.deliverables] },
    version: gen.json.version
  })
  expect(saved.status).toBe(200)
  const goal = scope.goals[0].title as string

  const sh = await client.post("/api/stakeholder/upsert", {
    project_name,
    stakeholders: [
      { name: "Dr Amelia Ross", role: "Practice Principal", influence: 9, interest: 9, on_board: true, board_role: "Project Sponsor", A: true },
      { name: "Tom Baker", role: "Practice Manager", influence: 7, interest: 9, R: true },
      { name: "Nina Ortiz", role: "Reception Lead", influence: 3, interest: 8, I: true }
    ]
  })
  expect(sh.status).toBe(200)

  const risks = await client.post("/api/risk/generate", { project_name, text: `${scope.in_scope}\nSMS gateway vendor, patient data privacy` })
  expect(risks.status).toBe(200)
  const added = await client.post("/api/risk/add", { project_name, risk: { title: "SMS vendor outage", likelihood: "High", impact: "High" } })
  expect(added.status).toBe(200)

  const wbs = await client.post("/api/wbs/generate", { project_name, project_scope: scope.in_scope, base_start: "2025-02-03" })
  expect(wbs.json.inserted_rows).toBeGreaterThan(0)

  const budget = await client.post("/api/budget/generate", {
    project_name,
    scope_flags: { has_software: true, has_hardware: false, has_third_party: false },
    extras_text: { software: "Booking SaaS licence and SMS gateway" },
    config: { contingency_pct: 0.15, default_rate: 120, deliverable_overrides: { "Kiosk tablets": 4000 }, currency: "AUD" }
  })
  expect(budget.status).toBe(200)
  const kiosk = budget.json.budget.items.find((i: any) => i.item === "Kiosk tablets")

  const comms = await client.post("/api/comms/shortplan", {
    project_name,
    context: "Patients, reception staff and GPs need to know when online booking opens.",
    project_approach: "Waterfall",
    project_method: "PRINCE2"
  })
  expect(comms.status).toBe(200)
  const objective = comms.json.plan.objectives[0] as string
  for (const t of [goal, objective]) expect(typeof t === "string" && t.trim() !== "").toBe(true)

  return {
    client,
    projectId,
    texts: {
      // issue 37: the set-up's background answer stands as the background until one is drafted or saved
      pid: ["Project Charter / PID", goal, deliverable, "Dr Amelia Ross", "SMS vendor outage", "Patients book GP appointments by phone"],
      stakeholders_raci: ["Stakeholders & RACI", "Dr Amelia Ross", "Nina Ortiz", "Practice Principal"],
      raid: ["RAID / Risk Summary", "SMS vendor outage"],
      budget_summary: ["Budget Summary", "Kiosk tablets", "AUD"],
      comms_plan: ["Comms Plan 1-pager", objective],
      sow: ["Statement of Work", deliverable, "Kiosk tablets"]
    },
    pdfTexts: {
      pid: ["Project Charter / PID", "Dr Amelia Ross"],
      stakeholders_raci: ["Stakeholders & RACI", "Nina Ortiz"],
      raid: ["RAID / Risk Summary", "SMS vendor outage"],
      budget_summary: ["Budget Summary", "Kiosk tablets"],
      comms_plan: ["Comms Plan 1-pager"],
      sow: ["Statement of Work", "Patient booking web app"]
    },
    budgetLine: { id: kiosk.id, version: budget.json.version }
  }
}

describe.each(backends())("waterfall reports on %s", (backend) => {
  let server: TestServer
  let d: Drafted
  const doc = (params: Record<string, string | number>) => `/api/reports/doc${q({ project_id: d.projectId, ...params })}`
  beforeAll(async () => {
    server = await startTestServer(backend)
    d = await draftWaterfall(server)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("waterfall.md §7 Reports: every document as HTML JSON {ok, html, meta} with the project's texts; raw=1 answers the page", async () => {
    for (const kind of WATERFALL_DOCUMENTS) {
      const r = await d.client.get(doc({ doc_type: kind, format: "html" }))
      expect(r.status, kind).toBe(200)
      expect(r.json.ok).toBe(true)
      expect(r.json.meta.template_version).toBe(TEMPLATE_VERSION)
      expect(r.json.meta.source_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(Number.isNaN(Date.parse(r.json.meta.generated_at))).toBe(false)
      const text = htmlText(r.json.html)
      expect(text).toContain(PROJECT)
      for (const t of d.texts[kind]!) expect(text, `${kind}: ${t}`).toContain(t)
      expect(r.json.html).toContain(r.json.meta.source_hash)
    }
    const raw = await d.client.get(doc({ doc_type: "pid", format: "html", raw: 1 }))
    expect(raw.status).toBe(200)
    expect(raw.headers.get("content-type")).toMatch(/^text\/html/)
    expect(raw.text).toMatch(/^<!doctype html>/i)
    expect(htmlText(raw.text)).toContain("Dr Amelia Ross")
    // by name too, ignoring case
    const byName = await d.client.get(`/api/reports/doc${q({ project_name: PROJECT.toUpperCase(), doc_type: "raid" })}`)
    expect(byName.status).toBe(200)
    expect(htmlText(byName.json.html)).toContain("SMS vendor outage")
  })

  it("DOCX: a Word file per document, its document.xml holds the headings, tables and project texts", async () => {
    for (const kind of WATERFALL_DOCUMENTS) {
      const r = await getBytes(d.client, doc({ doc_type: kind, format: "docx" }))
      expect(r.status, kind).toBe(200)
      expect(r.headers.get("content-type")).toBe(CONTENT_TYPES.docx)
      expect(r.headers.get("content-disposition")).toMatch(new RegExp(`attachment; filename="${kind}_Clinic_Booking_Portal_${DAY.source}\\.docx"`))
      const { xml, text } = docxText(r.bytes)
      expect(xml).toContain('w:val="Heading1"')
      expect(xml).toContain("<w:tbl>")
      for (const t of d.texts[kind]!) expect(text, `${kind}: ${t}`).toContain(t)
    }
  })

  it("PDF: a PDF per document whose extracted text holds the title, the project and its texts", async () => {
    for (const kind of WATERFALL_DOCUMENTS) {
      const r = await getBytes(d.client, doc({ doc_type: kind, format: "pdf" }))
      expect(r.status, kind).toBe(200)
      expect(r.headers.get("content-type")).toBe(CONTENT_TYPES.pdf)
      expect(r.headers.get("content-disposition")).toMatch(new RegExp(`filename="${kind}_Clinic_Booking_Portal_${DAY.source}\\.pdf"`))
      const { text, totalPages } = await pdfText(r.bytes)
      expect(text).toContain(PROJECT)
      expect(text).toContain(`Page 1 of ${totalPages}`)
      for (const t of d.pdfTexts[kind]!) expect(text, `${kind}: ${t}`).toContain(t)
    }
  }, 60_000)

  it("Markdown: text/markdown with the project's texts", async () => {
    for (const kind of WATERFALL_DOCUMENTS) {
      const r = await getBytes(d.client, doc({ doc_type: kind, format: "md" }))
      expect(r.status, kind).toBe(200)
      expect(r.headers.get("content-type")).toMatch(/^text\/markdown/)
      expect(r.headers.get("content-disposition")).toMatch(new RegExp(`filename="${kind}_Clinic_Booking_Portal_${DAY.source}\\.md"`))
      const text = markdownText(r.bytes)
      for (const t of d.texts[kind]!) expect(text, `${kind}: ${t}`).toContain(t)
    }
  })

  it("waterfall.md §9: the initiation pack as a PDF, HTML or Word ZIP with the pack's entries in order", async () => {
    for (const [format, ext] of [["pdf", "pdf"], ["html", "html"], ["docx", "docx"]] as const) {
      const r = await getBytes(d.client, `/api/reports/initiation${q({ projectId: d.projectId, format })}`)
      expect(r.status, format).toBe(200)
      expect(r.headers.get("content-type")).toBe(CONTENT_TYPES.zip)
      expect(r.headers.get("content-disposition")).toMatch(new RegExp(`filename="initiation_pack_Clinic_Booking_Portal_${DAY.source}_${format}\\.zip"`))
      const entries = zipEntries(r.bytes)
      expect(Object.keys(entries)).toEqual(packEntries("waterfall").map((e) => `${e.stem}.${ext}`))
      const pid = entries[`01-pid.${ext}`]!
      if (format === "pdf") expect((await pdfText(pid)).text).toContain("Dr Amelia Ross")
      if (format === "html") expect(htmlText(new TextDecoder().decode(pid))).toContain("Dr Amelia Ross")
      if (format === "docx") expect(docxText(pid).text).toContain("Dr Amelia Ross")
    }
  }, 60_000)

  it("same sources give the same source_hash; a budget edit moves only the documents that read the budget", async () => {
    const hashes = async () => {
      const out: Record<string, string> = {}
      for (const kind of WATERFALL_DOCUMENTS) out[kind] = (await d.client.get(doc({ doc_type: kind }))).json.meta.source_hash
      return out
    }
    const before = await hashes()
    expect(await hashes()).toEqual(before)
    const upd = await d.client.post("/api/budget/update_cost_types", {
      project_name: PROJECT,
      version: d.budgetLine.version,
      updates: [{ id: d.budgetLine.id, cost_type: "OPEX" }]
    })
    expect(upd.status).toBe(200)
    const after = await hashes()
    expect(after.budget_summary).not.toBe(before.budget_summary)
    expect(after.pid).not.toBe(before.pid)
    expect(after.sow).not.toBe(before.sow)
    expect(after.raid).toBe(before.raid)
    expect(after.stakeholders_raci).toBe(before.stakeholders_raci)
    expect(after.comms_plan).toBe(before.comms_plan)
  })

  it("errors: 400 without a project, for an unknown or agile doc_type, or an unknown format; 404 for an unknown project", async () => {
    const none = await d.client.get(`/api/reports/doc${q({ doc_type: "pid" })}`)
    expect(none.status).toBe(400)
    expect(none.json.error).toBe(REPORT_PROJECT_REQUIRED)
    expect((await d.client.get(`/api/reports/initiation${q({ format: "pdf" })}`)).status).toBe(400)
    const unknown = await d.client.get(doc({ doc_type: "gantt" }))
    expect(unknown.status).toBe(400)
    expect(unknown.json.error).toContain("pid, stakeholders_raci, raid, budget_summary, comms_plan")
    const agile = await d.client.get(doc({ doc_type: "agile_overview" }))
    expect(agile.status).toBe(400)
    expect(agile.json.error).toContain("/api/reports_agile/doc")
    const fmt = await d.client.get(doc({ doc_type: "pid", format: "rtf" }))
    expect(fmt.status).toBe(400)
    expect(fmt.json.error).toContain("rtf")
    expect((await d.client.get(`/api/reports/initiation${q({ project_id: d.projectId, format: "md" })}`)).status).toBe(400)
    const missing = await d.client.get(`/api/reports/doc${q({ project_name: "No Such Project", doc_type: "pid" })}`)
    expect(missing.status).toBe(404)
    expect(missing.json.error).toBe(PROJECT_NOT_FOUND)
    // the waterfall project is not an agile one
    expect((await d.client.get(`/api/reports_agile/doc${q({ project_id: d.projectId, doc_type: "raid" })}`)).status).toBe(400)
  })

  it("another user's project answers 404 on every report route, by id and by name", async () => {
    const other = await paidUserWithProject(server, "Other Users Project")
    for (const path of [
      `/api/reports/doc${q({ project_id: d.projectId, doc_type: "pid" })}`,
      `/api/reports/doc${q({ project_id: d.projectId, doc_type: "raid", format: "pdf" })}`,
      `/api/reports/doc${q({ project_name: PROJECT, doc_type: "pid", format: "docx" })}`,
      `/api/reports/initiation${q({ project_id: d.projectId, format: "pdf" })}`,
      `/api/reports/initiation${q({ project_name: PROJECT, format: "html" })}`
    ]) {
      const r = await other.client.get(path)
      expect(r.status, path).toBe(404)
      expect(r.json.error).toBe(PROJECT_NOT_FOUND)
    }
    const signedOut = await fetch(`${server.url}/api/reports/doc${q({ project_id: d.projectId, doc_type: "pid" })}`)
    expect(signedOut.status).toBe(401)
  })

  it("missing artefacts never fail: an empty project's documents each say so in a short line", async () => {
    const empty = await d.client.post("/api/projects", { name: "Empty Project", methodology: "waterfall" })
    expect(empty.status).toBe(201)
    const lines: Record<string, ReadonlyArray<string>> = {
      pid: [NO_SCOPE, NO_STAKEHOLDERS, NO_RISKS, NO_BUDGET, NO_COMMS],
      stakeholders_raci: [NO_STAKEHOLDERS],
      raid: [NO_RISKS],
      budget_summary: [NO_BUDGET],
      comms_plan: [NO_COMMS],
      sow: [NO_BUDGET]
    }
    for (const kind of WATERFALL_DOCUMENTS) {
      const r = await d.client.get(`/api/reports/doc${q({ project_id: empty.json.id, doc_type: kind })}`)
      expect(r.status, kind).toBe(200)
      for (const line of lines[kind]!) expect(htmlText(r.json.html), `${kind}: ${line}`).toContain(line)
    }
    const pdf = await getBytes(d.client, `/api/reports/initiation${q({ project_id: empty.json.id, format: "pdf" })}`)
    expect(pdf.status).toBe(200)
    expect(Object.keys(zipEntries(pdf.bytes))).toHaveLength(6)
  }, 60_000)
})
