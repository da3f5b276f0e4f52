// Issue 22: a WBS generated through the API keeps the drafted task links, and the PID and SOW drawn from
// the stored WBS show them: link arrows and the critical path in the Gantt, the path and finish in words.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject } from "../waterfall/waterfall-support"
import { htmlText, q } from "./reports-support"

noticeIfPostgresSkipped("critical path in reports")

const SCOPE = "Replace the permit system with a cloud platform and an online lodgement portal; train 60 officers; go live before the legacy support ends."
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

describe.each(backends())("critical path in reports on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("the PID and SOW of a generated WBS state its critical path and finish and draw its links", async () => {
    const { client, projectId, projectName } = await paidUserWithProject(server, "Permits Replacement")
    const gen = await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SCOPE, base_start: "2026-03-02" })
    expect(gen.status).toBe(200)
    const items = gen.json.items as Array<{ wbs: string; task: string; end_date: string; predecessors: string }>
    expect(items.filter((i) => i.predecessors !== "").length).toBeGreaterThan(items.length / 2)
    const finish = items.map((i) => i.end_date).sort().pop()!
    const spoken = `${Number(finish.slice(8, 10))} ${MONTHS[Number(finish.slice(5, 7)) - 1]} ${finish.slice(0, 4)}`

    for (const doc_type of ["pid", "sow"]) {
      const res = await client.get(`/api/reports/doc${q({ project_id: projectId, doc_type, format: "html" })}`)
      expect(res.status, doc_type).toBe(200)
      const html = res.json.html as string
      const sentence = /Critical path: (.+?); project finish (\d{1,2} [A-Z][a-z]{2} \d{4})\./.exec(htmlText(html))
      expect(sentence, doc_type).not.toBeNull()
      expect(sentence![2]).toBe(spoken)
      // each step is "<number> <task>" of the stored WBS, and the last one ends the plan
      const steps = sentence![1]!.split(" → ").map((s) => items.find((i) => `${i.wbs} ${i.task}` === s))
      expect(steps.every((s) => s !== undefined), sentence![1]).toBe(true)
      expect(steps.at(-1)!.end_date).toBe(finish)
      const gantt = [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0]).find((s) => s.includes('aria-label="Gantt chart'))!
      expect(gantt, doc_type).toMatch(/task links, \d+ on the critical path \(red\)/)
      expect([...gantt.matchAll(/<line [^>]*stroke="#dc2626"/g)].length).toBeGreaterThan(3)
      expect([...gantt.matchAll(/<line [^>]*stroke="#64748b"/g)].length).toBeGreaterThan(0)
      expect(gantt).toContain(">Critical path</text>")
    }
  })
})
