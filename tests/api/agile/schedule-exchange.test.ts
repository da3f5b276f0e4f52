// The agile schedule handed to other tools (issue 22): MS Project XML and iCalendar with sprint boundaries.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import ICAL from "ical.js"
import { child, childText, readXml } from "@initpack/core/rules/planning/exchange/xml-read"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser } from "./agile-support"

noticeIfPostgresSkipped("Agile schedule exchange API")

describe.each(backends())("Agile schedule exchange API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("exports the generated schedule as MS Project XML and its sprints, gates and phase ends as iCalendar with stable UIDs", async () => {
    const user = await agileUser(server.url, "Harbour Exchange")
    const generated = await user.client.post("/api/agile/schedule/generate_plan", { project_id: user.projectId, base_start: "2026-03-02" })
    expect(generated.status, generated.text).toBe(200)
    const tasks = (await user.client.get(`/api/agile/schedule?project_id=${user.projectId}`)).json.tasks as Array<any>

    const xml = await user.client.get(`/api/agile/schedule/export.xml?project_id=${user.projectId}`)
    expect(xml.status).toBe(200)
    expect(xml.headers.get("content-disposition")).toMatch(/filename="schedule_Harbour_Exchange_\d{4}-\d{2}-\d{2}\.xml"/)
    const root = readXml(xml.text)
    if (Either.isLeft(root)) throw new Error(root.left.message)
    const written = child(root.right, "Tasks")!.children.filter((t) => childText(t, "OutlineLevel") !== "0")
    expect(written.map((t) => childText(t, "Name"))).toEqual(tasks.map((t) => t.title))

    const ics = async () => {
      const r = await user.client.get(`/api/agile/schedule/export.ics?project_id=${user.projectId}`)
      expect(r.status).toBe(200)
      expect(r.headers.get("content-type")).toMatch(/^text\/calendar/)
      return new ICAL.Component(ICAL.parse(r.text)).getAllSubcomponents("vevent").map((v) => {
        const e = new ICAL.Event(v)
        return { uid: e.uid, summary: e.summary, start: e.startDate.toString(), categories: v.getFirstPropertyValue("categories") }
      })
    }
    const events = await ics()
    const sprints = tasks.filter((t) => t.type === "sprint")
    expect(sprints.length).toBeGreaterThan(0)
    expect(events.filter((e) => e.categories === "Sprint")).toEqual(
      sprints.map((s) => ({ uid: `sprint-${s.id}.schedule-${user.projectId}@initpack`, summary: s.title, start: s.start_date, categories: "Sprint" }))
    )
    const gates = tasks.filter((t) => t.type === "gate")
    for (const g of gates) expect(events.map((e) => e.uid)).toContain(`gate-${g.id}.schedule-${user.projectId}@initpack`)
    // a later base start moves the events and keeps their UIDs
    expect((await user.client.post("/api/agile/schedule/recalc", { project_id: user.projectId, base_start: "2026-09-07" })).status).toBe(200)
    const moved = await ics()
    expect(moved.map((e) => e.uid)).toEqual(events.map((e) => e.uid))
    expect(moved[0]!.start).not.toBe(events[0]!.start)
  })
})
