// The WBS handed to and from other tools (issue 22): MS Project XML export and import, iCalendar export.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import ICAL from "ical.js"
import { MSPDI_TOO_LARGE } from "@initpack/core/messages/plan-exchange"
import { child, childText, readXml } from "@initpack/core/rules/planning/exchange/xml-read"
import { IMPORT_BODY_LIMIT_BYTES } from "../../../apps/server/src/http/security"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject, q, wbsAdder } from "./waterfall-support"

noticeIfPostgresSkipped("WBS exchange API")

const calendarEvents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v)
    return { uid: e.uid, summary: e.summary, start: e.startDate.toString(), end: e.endDate.toString() }
  })

const xmlTasks = (xml: string) => {
  const root = readXml(xml)
  if (Either.isLeft(root)) throw new Error(root.left.message)
  return child(root.right, "Tasks")!
    .children.filter((t) => childText(t, "OutlineLevel") !== "0")
    .map((t) => ({
      number: childText(t, "OutlineNumber"),
      name: childText(t, "Name"),
      duration: childText(t, "Duration"),
      summary: childText(t, "Summary"),
      milestone: childText(t, "Milestone"),
      links: t.children.filter((c) => c.name === "PredecessorLink").map((l) => `${childText(l, "PredecessorUID")}/${childText(l, "Type")}/${childText(l, "LinkLag")}`)
    }))
}

describe.each(backends())("WBS exchange API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  /** 1 Phase A {1.1 Design 3d, 1.2 Build 5d}, 2 Phase B {2.1 Procure 2d, 2.2 Go-live 0d}; Build SS+1d after Design, Go-live after Build. */
  const plan = async (name: string) => {
    const user = await paidUserWithProject(server, name)
    const add = wbsAdder(user)
    const phaseA = await add({ task: "Phase A", resource: "" })
    await add({ task: "Design", parent_id: phaseA.id, duration_days: 3, resource: "Architect" })
    await add({ task: "Build", parent_id: phaseA.id, duration_days: 5, resource: '["Developer","Tester"]', predecessors: "1.1SS+1d" })
    const phaseB = await add({ task: "Phase B" })
    await add({ task: "Procure", parent_id: phaseB.id, duration_days: 2 })
    await add({ task: "Go-live", parent_id: phaseB.id, duration_days: 0, predecessors: "1.2, 2.1" })
    const recalc = await user.client.post("/api/wbs/recalc", { project_id: user.projectId, base_start: "2026-11-23" })
    if (recalc.status !== 200) throw new Error(`recalc failed: ${recalc.status} ${recalc.text}`)
    const items = async () => (await user.client.get(`/api/wbs${q({ project_id: user.projectId })}`)).json.items as Array<any>
    return { ...user, add, items }
  }

  it("GET /api/wbs/export.xml downloads the WBS as MS Project XML with hierarchy, durations, milestones and links", async () => {
    const p = await plan("Exchange Export")
    const r = await p.client.get(`/api/wbs/export.xml${q({ project_id: p.projectId })}`)
    expect(r.status).toBe(200)
    expect(r.headers.get("content-type")).toMatch(/^application\/xml/)
    expect(r.headers.get("content-disposition")).toMatch(/attachment; filename="wbs_Exchange_Export_\d{4}-\d{2}-\d{2}\.xml"/)
    expect(xmlTasks(r.text)).toEqual([
      { number: "1", name: "Phase A", duration: expect.stringMatching(/^PT\d+H0M0S$/), summary: "1", milestone: "0", links: [] },
      { number: "1.1", name: "Design", duration: "PT24H0M0S", summary: "0", milestone: "0", links: [] },
      { number: "1.2", name: "Build", duration: "PT40H0M0S", summary: "0", milestone: "0", links: ["2/3/4800"] },
      { number: "2", name: "Phase B", duration: expect.stringMatching(/^PT\d+H0M0S$/), summary: "1", milestone: "0", links: [] },
      { number: "2.1", name: "Procure", duration: "PT16H0M0S", summary: "0", milestone: "0", links: [] },
      { number: "2.2", name: "Go-live", duration: "PT0H0M0S", summary: "0", milestone: "1", links: ["3/1/0", "5/1/0"] }
    ])
    expect(r.text).toContain("<Name>Developer</Name>")
    expect(r.text).toContain("<Name>Tester</Name>")
    // the engine's critical path and float, in tenths of a minute (4800 a working day): Procure (23-24 Nov) may
    // slip 4 days before Go-live (after Build, 24-30 Nov); the rest drives the finish
    const root = readXml(r.text)
    if (Either.isLeft(root)) throw new Error(root.left.message)
    const computed: Record<string, Array<string | undefined>> = Object.fromEntries(
      child(root.right, "Tasks")!
        .children.filter((t) => childText(t, "OutlineLevel") !== "0")
        .map((t) => [childText(t, "OutlineNumber"), [childText(t, "Critical"), childText(t, "TotalSlack"), childText(t, "FreeSlack")]])
    )
    expect(computed).toEqual({ "1": ["1", "0", "0"], "1.1": ["1", "0", "0"], "1.2": ["1", "0", "0"], "2": ["1", "0", "0"], "2.1": ["0", "19200", "19200"], "2.2": ["1", "0", "0"] })
    const recalc = (await p.client.post("/api/wbs/recalc", { project_id: p.projectId, base_start: "2026-11-23" })).json.items as Array<any>
    // (integer-like keys list first in an object: both sides sorted by number)
    const byNumber = (rows: Array<Array<unknown>>) => rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(byNumber(recalc.map((i) => [i.wbs, i.critical ? "1" : "0", String(i.total_float * 4800)]))).toEqual(byNumber(Object.entries(computed).map(([n, [c, t]]) => [n, c, t])))
    // another user's project is not found; signed out is 401
    const other = await paidUserWithProject(server, "Exchange Other")
    expect((await other.client.get(`/api/wbs/export.xml${q({ project_id: p.projectId })}`)).status).toBe(404)
  })

  it("POST /api/wbs/import: export then import into another project gives the same plan (names, hierarchy, durations, links)", async () => {
    const p = await plan("Exchange Source")
    const xml = (await p.client.get(`/api/wbs/export.xml${q({ project_id: p.projectId })}`)).text
    const target = await paidUserWithProject(server, "Exchange Target")
    const stamp = (await target.client.get(`/api/wbs/import/stamp${q({ project_id: target.projectId })}`)).json
    expect(stamp).toEqual({ stamp: "0.0.0", rows: 0 })
    const r = await target.client.post("/api/wbs/import", { project_id: target.projectId, xml, stamp: stamp.stamp })
    expect(r.status, r.text).toBe(200)
    expect(r.json).toMatchObject({ ok: true, mode: "replace", inserted: 6, links: 3 })
    const shape = (items: Array<any>) => items.map((i) => [i.wbs, i.task, i.has_children ? "summary" : i.duration_days, i.predecessors, i.start_date, i.end_date, i.resource_label])
    const source = await p.items()
    const imported = (await target.client.get(`/api/wbs${q({ project_id: target.projectId })}`)).json.items
    expect(shape(imported)).toEqual(shape(source))
    expect(imported.find((i: any) => i.task === "Build").resource).toBe("Developer, Tester")
    // exporting the imported WBS gives the same tasks and links again
    const again = (await target.client.get(`/api/wbs/export.xml${q({ project_id: target.projectId })}`)).text
    expect(xmlTasks(again)).toEqual(xmlTasks(xml))

    // append puts the plan after the WBS; the links stay inside the appended rows
    const appended = await target.client.post("/api/wbs/import", { project_id: target.projectId, xml, mode: "append" })
    expect(appended.status, appended.text).toBe(200)
    const both = appended.json.items as Array<any>
    expect(both.map((i) => i.wbs)).toEqual(["1", "1.1", "1.2", "2", "2.1", "2.2", "3", "3.1", "3.2", "4", "4.1", "4.2"])
    expect(both.map((i) => i.predecessors)).toEqual(["", "", "1.1SS+1d", "", "", "1.2, 2.1", "", "", "3.1SS+1d", "", "", "3.2, 4.1"])
  })

  it("GET /api/wbs/export.ics gives milestones and phase gates with UIDs that survive a date change", async () => {
    const p = await plan("Exchange Calendar")
    const get = () => p.client.get(`/api/wbs/export.ics${q({ project_id: p.projectId })}`)
    const r = await get()
    expect(r.status).toBe(200)
    expect(r.headers.get("content-type")).toMatch(/^text\/calendar/)
    expect(r.headers.get("content-disposition")).toMatch(/filename="wbs_Exchange_Calendar_\d{4}-\d{2}-\d{2}\.ics"/)
    expect(r.text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    const items = await p.items()
    const id = (task: string) => items.find((i) => i.task === task).id
    const byTask = (task: string) => items.find((i) => i.task === task)
    const uid = (kind: string, task: string) => `${kind}-${id(task)}.wbs-${p.projectId}@initpack`
    const next = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const events = calendarEvents(r.text)
    expect(events).toEqual([
      { uid: uid("phase", "Phase A"), summary: "Phase A: phase gate", start: byTask("Phase A").end_date, end: next(byTask("Phase A").end_date) },
      { uid: uid("phase", "Phase B"), summary: "Phase B: phase gate", start: byTask("Phase B").end_date, end: next(byTask("Phase B").end_date) },
      { uid: uid("milestone", "Go-live"), summary: "Go-live", start: byTask("Go-live").end_date, end: next(byTask("Go-live").end_date) }
    ])
    // a later base start moves every event but keeps its UID, so a calendar that imports it again updates it
    expect((await p.client.post("/api/wbs/recalc", { project_id: p.projectId, base_start: "2027-02-01" })).status).toBe(200)
    const moved = calendarEvents((await get()).text)
    expect(moved.map((e) => e.uid)).toEqual(events.map((e) => e.uid))
    expect(moved.map((e) => e.start)).not.toEqual(events.map((e) => e.start))
  })

  // last: the 413 below closes the connection
  it("POST /api/wbs/import refuses hostile, broken and stale input with a clear message and changes nothing", async () => {
    const p = await plan("Exchange Refusals")
    const before = await p.items()
    const xml = (await p.client.get(`/api/wbs/export.xml${q({ project_id: p.projectId })}`)).text
    const post = (body: object) => p.client.post("/api/wbs/import", { project_id: p.projectId, ...body })
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;">]><Project><Title>&lol1;</Title></Project>`
    expect(await post({ xml: bomb })).toMatchObject({ status: 400, json: { error: "The MS Project XML file declares a DOCTYPE or entities; such files are refused." } })
    expect(await post({ xml: xml.replace("<Duration>PT24H0M0S</Duration>", "<Duration>three days</Duration>") })).toMatchObject({
      status: 400,
      json: { error: 'Task UID 2 (Design) of the MS Project XML file has an invalid Duration: "three days".' }
    })
    expect(await post({ xml: xml.replace("<Name>Design</Name>", "") })).toMatchObject({ status: 400, json: { error: "Task UID 2 of the MS Project XML file has no Name." } })
    expect((await post({ xml: xml.replace("</Tasks>", "") })).json.error).toMatch(/^The MS Project XML file is not well-formed \(line \d+\)/)
    // a cycle among the file's links names the tasks and saves nothing
    const cyclic = xml.replace(/(<UID>2<\/UID>[\s\S]*?)(<\/Task>)/, "$1<PredecessorLink><PredecessorUID>3</PredecessorUID><Type>1</Type><LinkLag>0</LinkLag></PredecessorLink>$2")
    const cycle = await post({ xml: cyclic })
    expect(cycle.status).toBe(400)
    expect(cycle.json.error).toMatch(/Design/)
    expect(await post({ xml, mode: "merge" })).toMatchObject({ status: 400 })
    // a stale stamp: someone edited the WBS after the user looked
    const stamp = (await p.client.get(`/api/wbs/import/stamp${q({ project_id: p.projectId })}`)).json.stamp
    await p.add({ task: "Added elsewhere" })
    const stale = await post({ xml, stamp })
    expect(stale.status).toBe(409)
    const after = await p.items()
    expect(after.slice(0, before.length).map((i) => [i.id, i.task, i.version, i.predecessors])).toEqual(before.map((i) => [i.id, i.task, i.version, i.predecessors]))
    expect(after.slice(before.length).map((i) => i.task)).toEqual(["Added elsewhere"])
    // an import is not held to the API's 1 MiB: a 3 MB file is read, one over the file cap refused with the cap named
    const added = await post({ xml: xml + " ".repeat(3_000_000), mode: "append" })
    expect(added.status).toBe(200)
    expect((await p.items()).length).toBe(after.length + before.length)
    expect(await post({ xml: xml + " ".repeat(33 * 1024 * 1024) })).toMatchObject({ status: 400, json: { error: MSPDI_TOO_LARGE } })
    // a body over the import's own limit is 413 before it is read
    expect((await post({ xml: " ".repeat(IMPORT_BODY_LIMIT_BYTES) })).status).toBe(413)
  })
})
