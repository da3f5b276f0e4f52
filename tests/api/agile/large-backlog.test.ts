// The Backlog screen saves the whole backlog each time: a backlog of 10,000 stories (about 2 MB of JSON) is
// saved in one call and read back whole; the save's own body limit (16 MiB, not the API's 1 MiB) still answers 413.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser } from "./agile-support"

noticeIfPostgresSkipped("Large agile backlog")

const STORIES = 10_000

describe.each(backends())("Large agile backlog on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("saves 10,000 stories in one call and reads them back; a body over 16 MiB answers 413", async () => {
    const user = await agileUser(server.url, "Warehouse Backlog At Scale")
    const ref = { project_id: user.projectId }
    const first = await user.client.post("/api/agile/backlog/save", { ...ref, epics: [{ key: "E1", name: "Picking", order_index: 10 }, { key: "E2", name: "Dispatch", order_index: 20 }], stories: [] })
    expect(first.status, first.text).toBe(200)
    const epics = first.json.epics as Array<{ id: number }>
    const stories = Array.from({ length: STORIES }, (_, i) => ({
      epic_id: epics[i % 2]!.id,
      as_a: "picker",
      i_want: `to confirm pick number ${i + 1} with one scan`,
      so_that: "orders leave on time",
      acceptance: [`scan ${i + 1} accepted`, "wrong item refused with a message"],
      points: (i % 8) + 1,
      priority: (i % 3) + 1,
      status: "todo",
      order_index: (i + 1) * 10
    }))
    const body = { ...ref, epics: first.json.epics, stories, version: first.json.version }
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024)
    const saved = await user.client.post("/api/agile/backlog/save", body)
    expect(saved.status, saved.text.slice(0, 300)).toBe(200)
    const read = (await user.client.get(`/api/agile/backlog?project_id=${user.projectId}`)).json
    expect(read.stories).toHaveLength(STORIES)
    expect(read.stories.at(-1).i_want).toBe(`to confirm pick number ${STORIES} with one scan`)

    const huge = await user.client.call("POST", "/api/agile/backlog/save", undefined, { raw: JSON.stringify({ ...ref, epics: [], stories: [], padding: "x".repeat(16 * 1024 * 1024) }) })
    expect(huge.status).toBe(413)
    expect(huge.json.error ?? huge.text).toMatch(/limit 16 MiB/)
  }, 120_000)
})
