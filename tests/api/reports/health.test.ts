// GET /api/reports/health (issue 34) over real HTTP: the pack health check of the signed-in user's saved
// project, by project_id or project_name, on PGlite and (with TEST_DATABASE_URL) PostgreSQL; 404 for
// another user's project, 400 without a project, 401 signed out.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PROJECT_NOT_FOUND } from "@initpack/core/use-cases/platform/texts"
import { REPORT_PROJECT_REQUIRED } from "@initpack/core/use-cases/reports/texts"
import { ApiClient, backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject, q } from "../waterfall/waterfall-support"

noticeIfPostgresSkipped("pack health API")

const PROJECT = "Library Self-Service Kiosks"

describe.each(backends())("GET /api/reports/health on %s", (backend) => {
  let server: TestServer
  let owner: Awaited<ReturnType<typeof paidUserWithProject>>
  let riskId = ""
  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await paidUserWithProject(server, PROJECT)
    const sh = await owner.client.post("/api/stakeholder/upsert", {
      project_name: PROJECT,
      stakeholders: [
        { name: "Ruth Okafor", role: "Head of Libraries", influence: 9, interest: 8, on_board: true, board_role: "Project Sponsor", A: true },
        { name: "Sam Lee", role: "Branch Manager", influence: 5, interest: 9, on_board: true, board_role: "Senior User", R: true },
        { name: "Jo Park", role: "Project Manager", influence: 5, interest: 5, R: true }
      ]
    })
    expect(sh.status, sh.text).toBe(200)
    const risk = await owner.client.post("/api/risk/add", { project_name: PROJECT, risk: { title: "Kiosk supplier delivers late", likelihood: "High", impact: "High" } })
    expect(risk.status, risk.text).toBe(200)
    riskId = String((risk.json as { risk: { id: unknown } }).risk.id)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  it("answers the findings of the user's project, errors first, by id or by name", async () => {
    const byId = await owner.client.get(`/api/reports/health${q({ project_id: owner.projectId })}`)
    expect(byId.status, byId.text).toBe(200)
    expect(byId.json).toMatchObject({ project_name: PROJECT, method: "waterfall" })
    const findings = byId.json.findings as Array<{ severity: string; rule: string }>
    expect(findings).toContainEqual({
      id: "governance.board-complete#1",
      severity: "error",
      rule: "governance.board-complete",
      module: "stakeholders",
      lines: ["Senior Supplier"],
      message: "The project board has no Senior Supplier.",
      fix: "Name the Senior Supplier on the Stakeholders screen (Board role) so the board can direct the project."
    })
    expect(findings).toContainEqual({
      id: "risks.mitigation#1",
      severity: "warning",
      rule: "risks.mitigation",
      module: "risks",
      lines: ["Kiosk supplier delivers late"],
      message: 'The risk "Kiosk supplier delivers late" has no mitigation.',
      fix: "Write what will be done to make the risk less likely or less harmful on the Risk Register screen.",
      // the row that fixes it: the risk's id (the Reports panel links to /app/risk?focus=<id>)
      target: riskId
    })
    const rank = { error: 0, warning: 1, note: 2 } as Record<string, number>
    expect(findings.map((f) => rank[f.severity])).toEqual([...findings.map((f) => rank[f.severity]!)].sort())
    expect(byId.json.counts.error).toBe(findings.filter((f) => f.severity === "error").length)
    const byName = await owner.client.get(`/api/reports/health${q({ project_name: PROJECT.toLowerCase() })}`)
    expect(byName.status).toBe(200)
    expect(byName.json.findings).toEqual(byId.json.findings)
  })

  it("with_findings=1 appends the findings to the PID (and the SOW); without it the documents are as before", async () => {
    const pid = await owner.client.get(`/api/reports/doc${q({ project_id: owner.projectId, doc_type: "pid", format: "md", with_findings: 1 })}`)
    expect(pid.status, pid.text).toBe(200)
    expect(pid.text).toContain("## Appendix: Review findings")
    expect(pid.text).toContain("| Error | The project board has no Senior Supplier. | Senior Supplier |")
    const raid = await owner.client.get(`/api/reports/doc${q({ project_id: owner.projectId, doc_type: "raid", format: "md", with_findings: 1 })}`)
    expect(raid.text).not.toContain("Review findings")
    const plain = await owner.client.get(`/api/reports/doc${q({ project_id: owner.projectId, doc_type: "pid", format: "md" })}`)
    expect(plain.status).toBe(200)
    expect(plain.text).not.toContain("Review findings")
  })

  it("answers 404 for another user's project, 400 without a project, 401 signed out", async () => {
    const other = await paidUserWithProject(server, "Other Project")
    const theirs = await other.client.get(`/api/reports/health${q({ project_id: owner.projectId })}`)
    expect(theirs.status).toBe(404)
    expect(theirs.json).toEqual({ error: PROJECT_NOT_FOUND })
    expect((await other.client.get(`/api/reports/health${q({ project_name: PROJECT })}`)).status).toBe(404)
    const none = await owner.client.get("/api/reports/health")
    expect(none.status).toBe(400)
    expect(none.json).toEqual({ error: REPORT_PROJECT_REQUIRED })
    expect((await new ApiClient(server.url).get(`/api/reports/health${q({ project_id: owner.projectId })}`)).status).toBe(401)
  })
})
