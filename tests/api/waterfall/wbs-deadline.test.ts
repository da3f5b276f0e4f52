// Issue 19: /wbs/generate answers with the warning the WBS screen shows when the drafted plan ends after the
// deadline the scope text states, and with none when it ends in time.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject } from "./waterfall-support"

noticeIfPostgresSkipped("WBS deadline warning")

const SCOPE = "Move the Westside outpatient clinic into Maple House in phased weekend moves, recommission the imaging equipment and update the booking system. Finish by 30 April 2026."

describe.each(backends())("WBS deadline warning on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("says when the drafted plan finishes after the brief's deadline, and not when it finishes in time", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Clinic Move Deadline")
    const late = await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SCOPE, base_start: "2026-03-02" })
    expect(late.status).toBe(200)
    const finish = (late.json.items as Array<{ end_date: string | null }>).map((i) => i.end_date ?? "").sort().pop()!
    expect(finish > "2026-04-30").toBe(true)
    const [y, m, d] = finish.split("-").map(Number)
    const spoken = `${d} ${new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" })} ${y}`
    expect(late.json.warnings).toEqual([`The drafted plan finishes on ${spoken}, after the deadline of 30 April 2026 in the brief.`])

    // a plan that overruns by less than the drafted durations can give is shortened to end by the deadline, unwarned
    const tight = await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SCOPE, base_start: "2026-01-05" })
    expect(tight.status).toBe(200)
    const tightFinish = (tight.json.items as Array<{ end_date: string | null }>).map((i) => i.end_date ?? "").sort().pop()!
    expect(tightFinish <= "2026-04-30").toBe(true)
    expect(tight.json.warnings).toBeUndefined()
    const lenient = await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SCOPE.replace("30 April 2026", "30 April 2027"), base_start: "2026-01-05" })
    const days = (r: typeof tight) => (r.json.items as Array<{ duration_days: number }>).reduce((s, i) => s + i.duration_days, 0)
    expect(days(tight)).toBeLessThan(days(lenient))

    const early = await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SCOPE, base_start: "2025-01-06" })
    expect(early.status).toBe(200)
    expect(early.json.warnings).toBeUndefined()
  })
})
