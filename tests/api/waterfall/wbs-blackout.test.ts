// Issue 33: /wbs/generate keeps the work a blackout window of the scope text holds out of it, stores the
// 'start no earlier than' that does so, and a recalculation of the stored WBS keeps it there.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { blackoutWindows, heldBy, windowSpans } from "@initpack/core/rules/planning/blackout-windows"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject } from "./waterfall-support"

noticeIfPostgresSkipped("WBS blackout windows")

const SCOPE =
  "Replace the collapsed Millbrook footbridge over the River Leam with a 40-metre steel footbridge on new abutments and remove the old piers from the river. No works in the river between October and March (spawning season). Finish by 30 September 2029."

interface Item {
  readonly id: number
  readonly parent_id: number | null
  readonly task: string
  readonly duration_days: number
  readonly start_date: string | null
  readonly end_date: string | null
  readonly start_no_earlier_than: string | null
}

/** Held leaves that meet the window, as "task start..end". */
const insideWindow = (items: ReadonlyArray<Item>): Array<string> => {
  const [w] = blackoutWindows(SCOPE)
  const stage = (i: Item) => items.find((p) => p.id === i.parent_id)?.task ?? ""
  const spans = windowSpans(w!, "2027-01-01", "2031-12-31")
  return items
    .filter((i) => i.parent_id !== null && i.duration_days > 0 && heldBy(w!, i.task, stage(i)))
    .filter((i) => spans.some((s) => i.start_date! <= s.end && i.end_date! >= s.start))
    .map((i) => `${i.task} ${i.start_date}..${i.end_date}`)
}

describe.each(backends())("WBS blackout windows on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("moves the held works after the window with a stored 'start no earlier than', kept by a recalculation", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Millbrook Footbridge Windows")
    const res = await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SCOPE, base_start: "2027-07-05" })
    expect(res.status).toBe(200)
    const items = res.json.items as Array<Item>
    expect(items.some((i) => i.start_no_earlier_than !== null)).toBe(true)
    expect(insideWindow(items)).toEqual([])
    const recalc = await client.post("/api/wbs/recalc", { project_name: projectName, base_start: "2027-07-05" })
    expect(recalc.status).toBe(200)
    const listed = await client.get(`/api/wbs?project_name=${encodeURIComponent(projectName)}`)
    expect(listed.status).toBe(200)
    const after = (listed.json.items ?? listed.json) as Array<Item>
    expect(after.filter((i) => i.start_no_earlier_than !== null).length).toBe(items.filter((i) => i.start_no_earlier_than !== null).length)
    expect(insideWindow(after)).toEqual([])
  })
})
