// Issue 19: /agile/schedule/generate_plan answers with the warning the Schedule screen shows when the generated
// plan ends after the deadline the saved agile scope states, and with none when it ends in time.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser } from "./agile-support"

noticeIfPostgresSkipped("Agile schedule deadline warning")

describe.each(backends())("Agile schedule deadline warning on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("says when the generated plan finishes after the scope's deadline, and not when it finishes in time", async () => {
    const user = await agileUser(server.url, "Court Booking Deadline")
    const ref = { project_id: user.projectId }
    const scope = {
      vision: { text: "Online court booking for Riverside Tennis Club's 700 members.", north_star_metric: "Courts booked online" },
      constraints: [{ title: "Live before the summer season opens on 4 May 2026", rationale: "Members book courts for the season from that day." }]
    }
    const saved = await user.client.post("/api/agile/scope/save", { ...ref, data: scope, overwrite: true })
    expect(saved.status).toBe(200)

    const late = await user.client.post("/api/agile/schedule/generate_plan", { ...ref, base_start: "2026-04-27" })
    expect(late.status).toBe(200)
    const finish = (late.json.tasks as Array<{ end_date: string | null }>).map((t) => t.end_date ?? "").sort().pop()!
    expect(finish > "2026-05-04").toBe(true)
    const [y, m, d] = finish.split("-").map(Number)
    const spoken = `${d} ${new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" })} ${y}`
    expect(late.json.warnings).toEqual([`The drafted plan finishes on ${spoken}, after the deadline of 4 May 2026 in the brief.`])

    const early = await user.client.post("/api/agile/schedule/generate_plan", { ...ref, base_start: "2025-01-06" })
    expect(early.status).toBe(200)
    expect(early.json.warnings).toBeUndefined()
  })
})
