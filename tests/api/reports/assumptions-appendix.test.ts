// with_assumptions=1 on GET /api/reports/doc and /initiation (issue 35) over real HTTP, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: the PID and the SOW end with "Appendix: Assumptions to confirm" listing the saved
// project's lines that still rest on an assumption (a proposed board role not yet named); off by default.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ASSUMPTIONS_TITLE } from "@initpack/core/document/sections/assumptions-to-confirm"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject } from "../waterfall/waterfall-support"
import { docxText, getBytes, pdfText, q, zipEntries } from "./reports-support"

noticeIfPostgresSkipped("assumptions appendix API")

const PROJECT = "Depot Roof Replacement"

describe.each(backends())("with_assumptions on %s", (backend) => {
  let server: TestServer
  let owner: Awaited<ReturnType<typeof paidUserWithProject>>
  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await paidUserWithProject(server, PROJECT)
    const sh = await owner.client.post("/api/stakeholder/upsert", {
      project_name: PROJECT,
      stakeholders: [
        { name: "Ruth Okafor", role: "Head of Estates", influence: 9, interest: 8, on_board: true, board_role: "Project Sponsor", A: true },
        { name: `Senior User for ${PROJECT}`, role: "Lead user representative", influence: 6, interest: 8, on_board: true, board_role: "Senior User", R: true }
      ]
    })
    expect(sh.status, sh.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  it("appends the assumed lines to the PID as DOCX and the SOW as PDF, not to the RAID, and nothing without it", async () => {
    const pid = await getBytes(owner.client, `/api/reports/doc${q({ project_id: owner.projectId, doc_type: "pid", format: "docx", with_assumptions: 1 })}`)
    expect(pid.status).toBe(200)
    const text = docxText(pid.bytes).text
    expect(text).toContain(ASSUMPTIONS_TITLE)
    expect(text).toContain(`Stakeholders & RACI Senior User for ${PROJECT} (Lead user representative)`)
    expect(text).toContain("A proposed Senior User; name the person who holds it")
    expect(text).not.toContain("Ruth Okafor (Head of Estates) ")
    const sow = await getBytes(owner.client, `/api/reports/doc${q({ project_id: owner.projectId, doc_type: "sow", format: "pdf", withAssumptions: "true" })}`)
    expect(sow.status).toBe(200)
    expect((await pdfText(sow.bytes)).text).toContain(ASSUMPTIONS_TITLE)
    const raid = await owner.client.get(`/api/reports/doc${q({ project_id: owner.projectId, doc_type: "raid", format: "md", with_assumptions: 1 })}`)
    expect(raid.text).not.toContain("Assumptions to confirm")
    const plain = await owner.client.get(`/api/reports/doc${q({ project_id: owner.projectId, doc_type: "pid", format: "md" })}`)
    expect(plain.status).toBe(200)
    expect(plain.text).not.toContain("Assumptions to confirm")
  })

  it("the initiation pack's PID carries it too", async () => {
    const pack = await getBytes(owner.client, `/api/reports/initiation${q({ project_id: owner.projectId, format: "docx", with_assumptions: 1 })}`)
    expect(pack.status).toBe(200)
    const entries = zipEntries(pack.bytes)
    expect(docxText(entries["01-pid.docx"]!).text).toContain(ASSUMPTIONS_TITLE)
    expect(docxText(entries["03-raid.docx"]!).text).not.toContain(ASSUMPTIONS_TITLE)
  })
})
