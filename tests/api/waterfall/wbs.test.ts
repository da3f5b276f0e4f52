import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { recalculateDates } from "@initpack/core/rules/planning/dates/recalculate-dates"
import { scheduleNetwork } from "@initpack/core/rules/planning/network/schedule-network"
import { WBS_CSV_HEADER } from "@initpack/core/rules/planning/tree/tree-csv"
import { FREE_NO_WBS } from "@initpack/core/messages/platform-plans"
import { freeUserWithProject, paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("waterfall WBS API")

const SCOPE = "Migrate 40 racks from the Harbour data centre to a colocation facility: design, procure network kit, move in waves, decommission."

/** Dates by core's rules: the spec's chain, or the network of the rows' task links when they have any (issue 22). */
const expectedDates = (items: ReadonlyArray<any>, base: string) => {
  const rows = items.map((i) => ({ id: String(i.id), parent_id: i.parent_id === null ? null : String(i.parent_id), order_index: i.order_index, duration_days: i.duration_days, start_date: null, end_date: null }))
  const links = items.flatMap((i) => (i.links ?? []).map((l: any) => ({ predecessor: String(l.predecessor_id), successor: String(i.id), type: l.type, lag: l.lag })))
  const dated = links.length > 0 ? Either.map(scheduleNetwork(rows, links, base), (p) => p.rows) : recalculateDates(rows, base)
  if (Either.isLeft(dated)) throw new Error("bad base")
  return new Map(dated.right.map((r) => [Number(r.id), [r.start_date, r.end_date]]))
}

describe.each(backends())("waterfall WBS API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("add sibling: after_id places the new row right after that row's subtree, under its parent; a bad after_id is 400", async () => {
    const { client, projectId } = await paidUserWithProject(server, "Sibling Placement")
    const add = async (body: object) => client.post("/api/wbs/item", { project_id: projectId, ...body })
    const a = (await add({ task: "Design" })).json.item
    await add({ task: "Survey", parent_id: a.id })
    await add({ task: "Build" })
    const c = (await add({ task: "Close" })).json.item
    const sibling = await add({ task: "Procure", after_id: a.id, parent_id: c.id })
    expect(sibling.status).toBe(201)
    // the parent comes from the after_id row (top level), not from parent_id
    expect(sibling.json.item).toMatchObject({ task: "Procure", parent_id: null, wbs: "2" })
    const list = async () => ((await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items as Array<any>).map((i) => `${i.wbs} ${i.task}`)
    expect(await list()).toEqual(["1 Design", "1.1 Survey", "2 Procure", "3 Build", "4 Close"])
    // a child row's sibling stays under the same parent
    const inner = await add({ task: "Site visit", after_id: (await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items[1].id })
    expect(inner.json.item).toMatchObject({ wbs: "1.2", parent_id: a.id })
    expect((await add({ task: "x", after_id: 999999 })).status).toBe(400)
    expect((await add({ task: "x", after_id: "first" })).status).toBe(400)
  })

  it("generates from scope, numbers in WBS order, edits, indents/outdents, recalculates dates and exports", async () => {
    const { client, projectName, projectId } = await paidUserWithProject(server)
    const gen = await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SCOPE, base_start: "2025-03-01" })
    expect(gen.status).toBe(200)
    expect(gen.json.inserted_rows).toBeGreaterThan(5)
    const items = (await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items
    expect(items.length).toBe(gen.json.inserted_rows)
    expect(items[0].wbs).toBe("1")
    expect(items[1].wbs).toBe("1.1")
    // parents before children; phase = top ancestor's task
    const seen = new Set<number>()
    for (const i of items) {
      if (i.parent_id !== null) expect(seen.has(i.parent_id)).toBe(true)
      seen.add(i.id)
      const top = items.find((t: any) => t.wbs === i.wbs.split(".")[0])
      expect(i.phase).toBe(top.task)
    }
    // 2025-03-01 is a Saturday: the first task starts on Monday; every date as core's rule gives
    expect(items[1].start_date).toBe("2025-03-03")
    const want = expectedDates(items, "2025-03-01")
    for (const i of items) expect([i.start_date, i.end_date]).toEqual(want.get(i.id))
    // issue 22: the drafted links are stored, and the plan ends before the chain of the same tasks
    expect(items.filter((i: any) => i.links.length > 0).length).toBeGreaterThan(items.length / 2)
    const chainEnd = [...expectedDates(items.map((i: any) => ({ ...i, links: [] })), "2025-03-01").values()].map((d) => d[1]!).sort().pop()
    const linkedEnd = items.map((i: any) => i.end_date).sort().pop()
    expect(linkedEnd < chainEnd!).toBe(true)

    // create: default 5 days, last child of its parent
    const phase1 = items[0]
    const created = await client.post("/api/wbs/item", { project_id: projectId, parent_id: phase1.id, task: "Site survey" })
    expect(created.status).toBe(201)
    expect(created.json.item).toMatchObject({ task: "Site survey", duration_days: 5, phase: phase1.task })
    const kids = items.filter((i: any) => i.parent_id === phase1.id).length
    expect(created.json.item.wbs).toBe(`1.${kids + 1}`)
    const newId = created.json.id

    // indent under the row above, then outdent to the top level; a cycle is refused
    const prev = (await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items.find((i: any) => i.wbs === `1.${kids}`)
    const indented = await client.call("PUT", `/api/wbs/item/${newId}`, { project_id: projectId, parent_id: prev.id })
    expect(indented.json.item.wbs).toBe(`1.${kids}.1`)
    const cycle = await client.call("PUT", `/api/wbs/item/${prev.id}`, { parent_id: newId })
    expect(cycle.status).toBe(400)
    const outdented = await client.call("PUT", `/api/wbs/item/${newId}`, { parent_id: null, duration_days: 0, version: indented.json.item.version })
    expect(outdented.json.item).toMatchObject({ parent_id: null, duration_days: 0, phase: "Site survey" })
    const stale = await client.call("PUT", `/api/wbs/item/${newId}`, { task: "Old tab", version: indented.json.item.version })
    expect(stale.status).toBe(409)
    expect(stale.json.current_version).toBe(outdented.json.item.version)
    expect((await client.call("PUT", `/api/wbs/item/${newId}`, { duration_days: -1 })).status).toBe(400)

    const recalc = await client.post("/api/wbs/recalc", { project_id: projectId, base_start: "2025-06-02" })
    expect(recalc.status).toBe(200)
    const after = (await client.get(`/api/wbs${q({ project_name: projectName })}`)).json.items
    const want2 = expectedDates(after, "2025-06-02")
    for (const i of after) expect([i.start_date, i.end_date]).toEqual(want2.get(i.id))

    const csv = await client.get(`/api/wbs/export.csv${q({ project_name: projectName })}`)
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="wbs_Harbour_Data_Centre_Migration_\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = csv.text.replace(/^\uFEFF/, "").trim().split("\r\n")
    // the documented columns, then predecessors appended last (issue 22)
    expect(lines[0]).toBe([...WBS_CSV_HEADER, "predecessors"].join(","))
    expect(lines.length).toBe(after.length + 1)

    expect((await client.call("DELETE", `/api/wbs/item/${phase1.id}`)).status).toBe(200)
    const left = (await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items
    expect(left.some((i: any) => i.phase === phase1.task)).toBe(false)
  })

  it("execution summary: found flag, expand only once a draft exists, save with version", async () => {
    const { client, projectName, projectId } = await paidUserWithProject(server, "Summary Project")
    await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SCOPE })
    expect((await client.get(`/api/wbs/summary${q({ project_id: projectId })}`)).json).toMatchObject({ found: false, phase: "execution" })
    expect((await client.post("/api/wbs/summary/regenerate", { project_id: projectId, mode: "expand" })).status).toBe(400)
    const std = await client.post("/api/wbs/summary/regenerate", { project_id: projectId, project_name: projectName, mode: "standard" })
    expect(std.status).toBe(200)
    expect(std.json.content_md).toContain("#")
    const exp = await client.post("/api/wbs/summary/regenerate", { project_id: projectId, mode: "expand" })
    expect(exp.json.content_md.length).toBeGreaterThan(std.json.content_md.length)
    const got = (await client.get(`/api/wbs/summary${q({ project_name: projectName, phase: "execution" })}`)).json
    expect(got).toMatchObject({ found: true, content_md: exp.json.content_md })
    const saved = await client.post("/api/wbs/summary/save", { project_id: projectId, content_md: "# Edited", version: got.version })
    expect(saved.json.version).toBe(got.version + 1)
    const stale = await client.post("/api/wbs/summary/save", { project_id: projectId, content_md: "# Lost?", version: got.version })
    expect(stale.status).toBe(409)
    expect((await client.get(`/api/wbs/summary${q({ project_id: projectId })}`)).json.content_md).toBe("# Edited")
  })

  it("bad input: 400; free plan: no WBS", async () => {
    const { client, projectName } = await paidUserWithProject(server, "WBS Validation")
    expect((await client.post("/api/wbs/generate", { project_name: projectName, project_scope: " " })).status).toBe(400)
    expect((await client.post("/api/wbs/generate", { project_name: projectName, project_scope: "x", base_start: "31/12/2025" })).status).toBe(400)
    expect((await client.post("/api/wbs/item", { project_name: projectName, task: "x", duration_days: "-2" })).status).toBe(400)
    expect((await client.post("/api/wbs/item", { project_name: projectName, task: "x", parent_id: 999999 })).status).toBe(400)
    const free = await freeUserWithProject(server)
    const r = await free.client.get(`/api/wbs${q({ project_name: free.projectName })}`)
    expect(r.status).toBe(402)
    expect(r.json.message).toBe(FREE_NO_WBS)
    expect((await free.client.post("/api/wbs/generate", { project_name: free.projectName, project_scope: SCOPE })).status).toBe(402)
  })
})
