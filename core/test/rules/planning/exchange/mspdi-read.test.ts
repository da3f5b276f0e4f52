import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import * as Either from "effect/Either"
import { MSPDI_DOCTYPE_REFUSED, MSPDI_MAX_BYTES, MSPDI_NO_TASKS, MSPDI_NOT_PROJECT, MSPDI_TOO_LARGE } from "../../../../src/messages/plan-exchange"
import { durationDays, percentLagDays, readMspdi } from "../../../../src/rules/planning/exchange/mspdi-read"
import { writeMspdi } from "../../../../src/rules/planning/exchange/mspdi-write"
import type { Plan } from "../../../../src/rules/planning/exchange/plan-model"
import { planOfRows } from "../../../../src/rules/planning/exchange/plan-of-rows"
import { planToWbsItems } from "../../../../src/rules/planning/exchange/plan-to-wbs"
import { networkArb } from "../network/network-arbitrary"
import { samplePlan } from "./sample-plan"

const read = (xml: string) => {
  const r = readMspdi(xml)
  if (Either.isLeft(r)) throw new Error(r.left.message)
  return r.right
}
const refusal = (xml: string) => {
  const r = readMspdi(xml)
  if (Either.isRight(r)) throw new Error("accepted")
  return r.left.message
}

/** The plan with keys replaced by positions, as an import (keyed by UID) gives it back. */
const byPosition = (plan: Plan) => {
  const pos = new Map(plan.tasks.map((t, i) => [t.key, String(i + 1)]))
  const parents = new Set(plan.tasks.map((t) => t.parentKey))
  return {
    title: plan.title,
    tasks: plan.tasks.map((t) => ({
      key: pos.get(t.key),
      parentKey: t.parentKey === null ? null : pos.get(t.parentKey),
      name: t.name,
      durationDays: t.durationDays,
      start: t.start,
      finish: t.finish,
      // assignments go to leaves only (MS Project rolls work up into summaries)
      resources: parents.has(t.key) ? [] : t.resources,
      startNoEarlierThan: t.startNoEarlierThan
    })),
    // grouped by successor in task order, each successor's links in the order given
    links: plan.links.map((l) => ({ ...l, predecessor: pos.get(l.predecessor), successor: pos.get(l.successor) })).sort((a, b) => Number(a.successor) - Number(b.successor))
  }
}
const comparable = (plan: Plan) => ({ title: plan.title, tasks: plan.tasks.map((t) => ({ ...t, kind: undefined })).map(({ kind: _, ...t }) => t), links: plan.links })

describe("readMspdi", () => {
  it("round trip: export then import gives the same plan (names, hierarchy, durations, dates, links, resources, SNET)", () => {
    expect(comparable(read(writeMspdi(samplePlan)))).toEqual(byPosition(samplePlan))
  })

  it("round trip holds for random plans", () => {
    fc.assert(
      fc.property(networkArb({ maxRows: 30 }), (net) => {
        const rows = net.rows.map((r, i) => ({ ...r, name: `${r.task} & <${i}>`, resource: i % 3 === 0 ? "Analyst, Developer" : "" }))
        const plan = planOfRows("Random & plan", rows, net.links, "2026-11-23", "2026-11-23")
        expect(comparable(read(writeMspdi(plan)))).toEqual(byPosition(plan))
      }),
      { numRuns: 200 }
    )
  })

  it("gives WBS rows with outline-number predecessors, phases and joined resources", () => {
    const items = planToWbsItems(read(writeMspdi(samplePlan)))
    expect(items.map((i) => [i.task, i.phase, i.predecessors, i.resource])).toEqual([
      ["Design", "Design", "", ""],
      ['Survey "site"', "Design", "", "Surveyor"],
      ["Layout", "Design", "1.1", "Architect, Surveyor"],
      ["Build", "Build", "1SS+5d", ""],
      ["Order racks", "Build", "1.2SS+2d", "Buyer"],
      ["Fit-out", "Build", "2.1, 1.2FF-1d", "Contractor"],
      ["Handover gate", "Build", "2.2SF", ""]
    ])
  })

  it("reads durations as 8-hour working days, a part day as a whole one", () => {
    expect([durationDays("PT40H0M0S"), durationDays("PT0H0M0S"), durationDays("PT4H30M0S"), durationDays("P2D"), durationDays("PT8H"), durationDays("40h"), durationDays("PT")]).toEqual([5, 0, 1, 2, 1, null, null])
  })

  const project = (tasks: string) => `<?xml version="1.0"?><Project xmlns="http://schemas.microsoft.com/project"><Title>T</Title><Tasks>${tasks}</Tasks></Project>`
  const task = (uid: number, level: number, extra = "<Duration>PT8H0M0S</Duration>") => `<Task><UID>${uid}</UID><Name>Task ${uid}</Name><OutlineLevel>${level}</OutlineLevel>${extra}</Task>`

  it("refuses entity declarations and DOCTYPEs (no expansion), unknown entities and malformed XML", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Project>&lol2;</Project>`
    expect(refusal(bomb)).toBe(MSPDI_DOCTYPE_REFUSED)
    expect(refusal(`<?xml version="1.0"?>\n<!DOCTYPE Project SYSTEM "file:///etc/passwd"><Project/>`)).toBe(MSPDI_DOCTYPE_REFUSED)
    expect(refusal(project(task(1, 1, "<Duration>&xxe;</Duration>")))).toMatch(/not well-formed \(line 1\): an unknown or unterminated entity reference/)
    expect(refusal(`<Project>\n<Tasks>\n<Task></Tasks></Project>`)).toMatch(/not well-formed \(line 3\)/)
    expect(refusal(`<Project><Tasks/></Project><Project/>`)).toMatch(/a second root element/)
  })

  it("refuses a huge file, an empty one, a non-project root and a file without tasks", () => {
    expect(refusal(project("x".repeat(MSPDI_MAX_BYTES)))).toBe(MSPDI_TOO_LARGE)
    expect(refusal("  ")).toMatch(/empty/)
    expect(refusal("<Schedule/>")).toBe(MSPDI_NOT_PROJECT)
    expect(refusal(project(""))).toBe(MSPDI_NO_TASKS)
  })

  it("refuses missing or invalid task fields, naming the task", () => {
    expect(refusal(project(`<Task><Name>a</Name><OutlineLevel>1</OutlineLevel></Task>`))).toBe("Task number 1 (a) of the MS Project XML file has no UID.")
    expect(refusal(project(task(1, 1) + `<Task><UID>2</UID><OutlineLevel>1</OutlineLevel><Duration>PT8H0M0S</Duration></Task>`))).toBe("Task UID 2 of the MS Project XML file has no Name.")
    expect(refusal(project(`<Task><UID>1</UID><Name>a</Name><Duration>PT8H0M0S</Duration></Task>`))).toBe("Task UID 1 (a) of the MS Project XML file has no OutlineLevel.")
    expect(refusal(project(task(1, 1, "")))).toBe("Task UID 1 (Task 1) of the MS Project XML file has no Duration.")
    expect(refusal(project(task(1, 1, "<Duration>five days</Duration>")))).toBe('Task UID 1 (Task 1) of the MS Project XML file has an invalid Duration: "five days".')
    expect(refusal(project(task(1, 1) + task(2, 3)))).toBe("Task UID 2 (Task 2) of the MS Project XML file skips an outline level.")
    expect(refusal(project(task(1, 1) + task(2, 1, "<Duration>PT8H0M0S</Duration><PredecessorLink><PredecessorUID>9</PredecessorUID></PredecessorLink>")))).toBe(
      "Task UID 2 (Task 2) of the MS Project XML file links to task UID 9, which is not in the file."
    )
    expect(refusal(project(task(1, 1) + task(2, 1, "<Duration>PT8H0M0S</Duration><PredecessorLink><PredecessorUID>1</PredecessorUID><Type>7</Type></PredecessorLink>")))).toMatch(/invalid PredecessorLink Type/)
  })

  it("skips the project summary task and null tasks; a link without type is finish-to-start; a summary needs no duration", () => {
    const plan = read(
      project(
        `<Task><UID>0</UID><Name>Project</Name><OutlineLevel>0</OutlineLevel></Task>` +
          `<Task><UID>5</UID><Name>Phase</Name><OutlineLevel>1</OutlineLevel></Task>` +
          task(6, 2) +
          `<Task><UID>7</UID><IsNull>1</IsNull></Task>` +
          task(8, 2, "<Duration>PT16H0M0S</Duration><PredecessorLink><PredecessorUID>6</PredecessorUID><LinkLag>-4800</LinkLag></PredecessorLink>")
      )
    )
    expect(plan.tasks.map((t) => [t.key, t.parentKey, t.durationDays])).toEqual([["5", null, 0], ["6", "5", 1], ["8", "5", 2]]) // no dates: a summary spans 0 days
    expect(plan.links).toEqual([{ predecessor: "6", successor: "8", type: "FS", lag: -1 }])
  })

  const hours = (days: number) => `<Duration>PT${days * 8}H0M0S</Duration>`
  const link = (from: number, type: number, lag: number, format: number) =>
    `<PredecessorLink><PredecessorUID>${from}</PredecessorUID><Type>${type}</Type><LinkLag>${lag}</LinkLag><LagFormat>${format}</LagFormat></PredecessorLink>`

  it("reads a percent lag (LinkLag in tenths of a percent) as that share of the predecessor's working days, rounded half away from zero", () => {
    const plan = read(
      project(
        task(1, 1, hours(4)) +
          task(2, 1, hours(6)) +
          task(3, 1, hours(1) + link(1, 1, 500, 19)) + // FS +50 % of 4 days
          task(4, 1, hours(1) + link(2, 1, -250, 19) + link(2, 3, 250, 19)) + // FS -25 % of 6 days (a lead), SS +25 %
          task(5, 1, hours(1) + link(6, 0, 500, 20)) + // FF, elapsed percent, on a predecessor later in the file
          task(6, 1, hours(3)) +
          task(7, 1, hours(1) + link(1, 2, 500, 7)) // days format: LinkLag in tenths of a minute, unchanged
      )
    )
    expect(plan.links.map((l) => [l.predecessor, l.successor, l.type, l.lag])).toEqual([
      ["1", "3", "FS", 2],
      ["2", "4", "FS", -2],
      ["2", "4", "SS", 2],
      ["6", "5", "FF", 2],
      ["1", "7", "SF", 1]
    ])
  })

  it("takes a summary predecessor's percent lag from its own Duration as read", () => {
    const plan = read(
      project(
        task(1, 1, hours(5)) +
          task(2, 2, hours(2)) +
          task(3, 1, hours(1) + link(1, 1, 400, 19) + link(1, 1, -1000, 20)) // 40 % and -100 % of the summary's 5 days, not its child's 2
      )
    )
    expect(plan.tasks[0]!.durationDays).toBe(5)
    expect(plan.links.map((l) => l.lag)).toEqual([2, -5])
  })

  it("percentLagDays: rounds half away from zero, keeps the sign, gives 0 (not -0) for a milestone or a small lead", () => {
    expect([percentLagDays(500, 4), percentLagDays(-250, 6), percentLagDays(250, 6), percentLagDays(-500, 0), percentLagDays(-100, 4), percentLagDays(333, 3)]).toEqual([2, -2, 2, 0, 0, 1])
    expect(Object.is(percentLagDays(-100, 4), 0)).toBe(true)
  })
})
