import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WATERFALL_DOCUMENTS } from "@initpack/core/document/catalog"
import { FREE_NO_DOWNLOADS } from "@initpack/core/messages/platform-plans"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { freeUserWithProject } from "../waterfall/waterfall-support"
import { htmlText, q } from "./reports-support"

noticeIfPostgresSkipped("free-plan reports")

describe.each(backends())("free plan reports on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("platform.md §6: the PID HTML preview only; every download and every other document answers 402 with the upgrade message", async () => {
    const { client, projectId, projectName } = await freeUserWithProject(server, "Free Pilot Project")
    const scope = await client.post("/api/scope/generate", {
      project_name: projectName,
      delivery_approach: "Waterfall",
      procurement: "None",
      third_parties: "None",
      clarification_answers: { background: "A small library wants a volunteer rota." }
    })
    expect(scope.status).toBe(200)

    const preview = await client.get(`/api/reports/doc${q({ project_id: projectId, doc_type: "pid", format: "html" })}`)
    expect(preview.status).toBe(200)
    expect(htmlText(preview.json.html)).toContain("Free Pilot Project")
    expect(htmlText(preview.json.html)).toContain(scope.json.scope.goals[0].title)
    const raw = await client.get(`/api/reports/doc${q({ project_name: projectName, doc_type: "pid", raw: 1 })}`)
    expect(raw.status).toBe(200)
    expect(raw.headers.get("content-type")).toMatch(/^text\/html/)

    const denied = [
      ...["pdf", "docx", "md"].map((format) => `/api/reports/doc${q({ project_id: projectId, doc_type: "pid", format })}`),
      ...WATERFALL_DOCUMENTS.filter((k) => k !== "pid").map((kind) => `/api/reports/doc${q({ project_id: projectId, doc_type: kind, format: "html" })}`),
      ...["pdf", "html", "docx"].map((format) => `/api/reports/initiation${q({ project_id: projectId, format })}`)
    ]
    for (const path of denied) {
      const r = await client.get(path)
      expect(r.status, path).toBe(402)
      expect(r.json.message).toBe(FREE_NO_DOWNLOADS)
      expect(r.json.error).toBe(FREE_NO_DOWNLOADS)
      expect(typeof r.json.cta?.path).toBe("string")
    }
  })
})
