// Issue 33, point 4: the blackout windows a brief names, read from many phrasings; sentences that are no
// window read as none; the kind of work each window holds; yearly windows laid out over a plan's span.
import { describe, expect, it } from "vitest"
import { blackoutWindows, heldBy, windowNotes, windowSpans, type BlackoutWindow } from "@initpack/core/rules/planning/blackout-windows"

const one = (text: string): BlackoutWindow => {
  const ws = blackoutWindows(text)
  expect(ws).toHaveLength(1)
  return ws[0]!
}
const held = (w: BlackoutWindow) => ({ from: w.from, to: w.to, start: w.start, end: w.end })

describe("dated windows", () => {
  it.each([
    ["No site work between 20 December 2027 and 4 January 2028.", "2027-12-20", "2028-01-04"],
    ["The museum is closed in August 2027.", "2027-08-01", "2027-08-31"],
    ["The yard is closed 29 June - 3 July 2026 for resurfacing.", "2026-06-29", "2026-07-03"],
    ["Change freeze 1-14 July 2026.", "2026-07-01", "2026-07-14"],
    ["Deployments are not allowed during the Christmas peak from 2027-11-15 to 2028-01-05.", "2027-11-15", "2028-01-05"],
    ["A code freeze from December 1, 2027 to January 3, 2028.", "2027-12-01", "2028-01-03"],
    ["No releases in March 2027, while the old system's year-end runs.", "2027-03-01", "2027-03-31"],
    ["No works from 20 December to 4 January 2028.", "2027-12-20", "2028-01-04"],
    ["The depot is closed from mid-July 2027 to early August 2027.", "2027-07-15", "2027-08-10"]
  ])("%s", (text, start, end) => {
    expect(held(one(text))).toEqual({ from: undefined, to: undefined, start, end })
  })
})

describe("windows every year", () => {
  it.each([
    ["No works on the river between October and March (spawning season).", [10, 1], [3, 31]],
    ["No in-river works from October to March because of salmon and sea trout spawning.", [10, 1], [3, 31]],
    ["There is a trading freeze from mid-November to early January every year.", [11, 15], [1, 10]],
    ["No site work between 20 December and 4 January.", [12, 20], [1, 4]],
    ["The car park is closed over August for the festival.", [8, 1], [8, 31]],
    ["A change freeze from 1 December 2027 to 10 January 2028 every year.", [12, 1], [1, 10]],
    ["Blackout: late June to the end of August, when the campus hosts summer schools.", [6, 21], [8, 31]]
  ] as const)("%s", (text, from, to) => {
    expect(held(one(text))).toEqual({ from: { month: from[0], day: from[1] }, to: { month: to[0], day: to[1] }, start: undefined, end: undefined })
  })

  it("a list of months is a window each: none during the mock exam weeks in January and June", () => {
    const ws = blackoutWindows("Installations in schools: none during the mock exam weeks in January and June.")
    expect(ws.map((w) => [w.from, w.to, w.work, w.reason])).toEqual([
      [{ month: 1, day: 1 }, { month: 1, day: 31 }, "site", "mock exam weeks"],
      [{ month: 6, day: 1 }, { month: 6, day: 30 }, "site", "mock exam weeks"]
    ])
    expect(windowNotes(ws)).toEqual(["Works on site held outside the mock exam weeks, January and June every year."])
  })

  it("laid out in each year of the span, wrapping the new year", () => {
    const w = one("No works on the river between October and March (spawning season).")
    expect(windowSpans(w, "2027-01-04", "2028-06-30")).toEqual([
      { start: "2026-10-01", end: "2027-03-31" },
      { start: "2027-10-01", end: "2028-03-31" }
    ])
    expect(windowSpans(one("The museum is closed in August 2027."), "2027-09-01", "2028-06-30")).toEqual([])
  })
})

describe("a season work is allowed in: the rest of the year is held", () => {
  it.each([
    ["Tree planting only between November and March.", "planting", [4, 1], [10, 31]],
    ["No planting except between November and March.", "planting", [4, 1], [10, 31]],
    ["Works in the river may only happen between July and September.", "site", [10, 1], [6, 30]],
    ["Deployments only in July, when the offices are quiet.", "release", [8, 1], [6, 30]]
  ] as const)("%s", (text, work, from, to) => {
    const w = one(text)
    expect([w.only, w.work, w.from, w.to]).toEqual([true, work, { month: from[0], day: from[1] }, { month: to[0], day: to[1] }])
  })

  it("a dated season holds the time before it and after it", () => {
    const ws = blackoutWindows("Fieldwork can only take place from May to September 2027.")
    expect(ws.map((w) => [w.start, w.end])).toEqual([
      [undefined, "2027-04-30"],
      ["2027-10-01", undefined]
    ])
    expect(windowSpans(ws[1]!, "2027-01-04", "2028-01-01")).toEqual([{ start: "2027-10-01", end: "9999-12-31" }])
  })

  it("says so", () => {
    expect(windowNotes(blackoutWindows("Tree planting only between November and March."))).toEqual(["Planting only from November to March every year."])
  })
})

describe("phrasings of the sponsor briefs", () => {
  it.each([
    ["No planned shutdowns during the peak summer demand window (15 December to 31 January).", "site", "peak summer demand window", ["12-15", "01-31"]],
    ["No cutovers during the May property tax billing run or the December budget approvals.", "release", "property tax billing run", ["05-01", "05-31", "12-01", "12-31"]],
    ["No work in stores between 1 November and 10 January (Christmas trading freeze) or in Easter week.", "any", "Christmas trading freeze", ["11-01", "01-10"]],
    ["No releases during the Christmas change freeze (18 December to 5 January).", "release", "Christmas change freeze", ["12-18", "01-05"]],
    ["No changeroom works during the winter season (April to September) because the grounds are in use every weekend.", "site", "winter season", ["04-01", "09-30"]],
    ["No moves between 15 November and 6 January (peak season).", "move", "peak season", ["11-15", "01-06"]]
  ] as const)("%s", (text, work, reason, days) => {
    const ws = blackoutWindows(text)
    expect(ws.map((w) => w.work)).toEqual(ws.map(() => work))
    expect(ws[0]!.reason).toBe(reason)
    const pad = (n: number) => String(n).padStart(2, "0")
    expect(ws.flatMap((w) => [`${pad(w.from!.month)}-${pad(w.from!.day)}`, `${pad(w.to!.month)}-${pad(w.to!.day)}`])).toEqual(days)
  })

  it("moves: the moving tasks only", () => {
    const w = one("No moves between 15 November and 6 January (peak season).")
    expect(heldBy(w, "Move the stock of the first warehouse in waves", "Transition")).toBe(true)
    expect(heldBy(w, "Fit out the racking and the sortation system", "Build")).toBe(false)
  })

  it("seeding in a season is planting", () => {
    const w = one("Seeding only in the April to June window before the winter rains.")
    expect([w.only, w.work, w.from, w.to]).toEqual([true, "planting", { month: 7, day: 1 }, { month: 3, day: 31 }])
  })
})

describe("sentences that are no window", () => {
  it.each([
    "All gaps closed by June 2027.",
    "Night works only.",
    "Landlord rules: noisy work only 6pm to 7am and weekends.",
    "Work on the line only in pre-booked weekend possessions (no more than 10 over the programme) plus one 9-day blockade starting 12 February 2028.",
    "The system must be live by 30 June 2027.",
    "Sales peak between November and January.",
    "The project starts in January 2027 and must finish by March 2028.",
    "The old leases end on 30 April 2029.",
    "Works may only start once the permit is granted.",
    "No more than 10 possessions between January and March 2028 may be booked.",
    "Catering is not in scope for June 2027.",
    "The shop closed in 2019 and the building has been empty since.",
    // a shutdown alone is when the work is done
    "Replace Line 4's labeller and cartoner in the August shutdown and be back in validated production by 15 September 2026.",
    "The August shutdown is three weeks long."
  ])("%s", (text) => {
    expect(blackoutWindows(text)).toEqual([])
  })
})

describe("the work a window holds", () => {
  const river = one("No works on the river between October and March (spawning season).")
  const freeze = one("There is a trading freeze from mid-November to early January every year.")
  const planting = one("Tree planting only between November and March.")
  const museum = one("The museum is closed in August 2027.")

  it("works on site: build and installation tasks, and a delivery stage's tasks; never paperwork", () => {
    expect(heldBy(river, "Install access, scaffolding and protection")).toBe(true)
    expect(heldBy(river, "Complete the first underbridge and confirm the method, rate and cost", "Build and Test")).toBe(true)
    expect(heldBy(river, "Complete the first underbridge and confirm the method, rate and cost", "Design")).toBe(false)
    expect(heldBy(river, "Obtain environmental and access consents", "Build and Test")).toBe(false)
    expect(heldBy(river, "Write the Project Initiation Document")).toBe(false)
    expect(heldBy(river, "Manufacture and deliver the heat pumps over about 6 months", "Build and Test")).toBe(false)
  })

  it("changes to live systems: go-live, cutover, deployment and installs; the transition stage", () => {
    expect(freeze.work).toBe("release")
    expect(heldBy(freeze, "Cut over to the new tills and switch off the old ones")).toBe(true)
    expect(heldBy(freeze, "Deploy release 2 to production")).toBe(true)
    expect(heldBy(freeze, "Remove the old equipment", "Transition and Go-Live")).toBe(true)
    expect(heldBy(freeze, "Plan the cutover")).toBe(false)
    expect(heldBy(freeze, "Design the till screens", "Design")).toBe(false)
  })

  it("planting: planting tasks only", () => {
    expect(heldBy(planting, "Plant the 5,000 new street trees")).toBe(true)
    expect(heldBy(planting, "Install fencing, water points and erosion controls", "Build and Test")).toBe(false)
    expect(heldBy(planting, "Order plant stock and materials for the planting season")).toBe(false)
  })

  it("any delivery work when the sentence names none", () => {
    expect(museum.work).toBe("any")
    expect(heldBy(museum, "Reinstall the 1,400 objects")).toBe(true)
    expect(heldBy(museum, "Project closure approval")).toBe(false)
  })
})
