// The approach rule of the Short Communications Plan (waterfall.md §2): query, else referrer, else
// sessionStorage, default Waterfall; a conflicting method gives a notice and the chosen approach wins.
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import {
  approachOf,
  approachOfReferrer,
  approachStorageKey,
  resolveCommsApproach,
  searchWithApproach,
  type ApproachInputs
} from "../src/features/comms/lib/comms-approach"
import { phaseOf, withPhaseLine } from "../src/features/comms/lib/comms-phase"
import { toSavedCommsPlan } from "../src/features/comms/lib/comms-plan"
import { commsFields } from "../src/features/comms/lib/project-ref"

const ORIGIN = "https://initpack.test"
const inputs = (over: Partial<ApproachInputs> = {}): ApproachInputs => ({ query: {}, referrer: "", origin: ORIGIN, stored: null, ...over })

describe("approachOf", () => {
  it("reads approach and method spellings in any case", () => {
    expect(approachOf("Agile")).toBe("Agile")
    expect(approachOf("agile")).toBe("Agile")
    expect(approachOf("Agile / Product")).toBe("Agile")
    expect(approachOf("Scrum")).toBe("Agile")
    expect(approachOf("WATERFALL")).toBe("Waterfall")
    expect(approachOf("Waterfall / PRINCE2")).toBe("Waterfall")
    expect(approachOf("prince2")).toBe("Waterfall")
  })
  it("names nothing for empty, unknown or mixed values", () => {
    for (const v of [undefined, null, "", "  ", "Hybrid", "agile-waterfall mix", "Agileish"]) expect(approachOf(v), String(v)).toBeUndefined()
  })
})

describe("resolveCommsApproach", () => {
  it("defaults to Waterfall with no query, referrer or stored approach", () => {
    expect(resolveCommsApproach(inputs())).toEqual({ approach: "Waterfall", method: "Waterfall", source: "default", conflict: null })
  })

  it("takes the query's approach and keeps an agreeing method", () => {
    expect(resolveCommsApproach(inputs({ query: { approach: "Agile", method: "Scrum" } }))).toEqual({
      approach: "Agile",
      method: "Scrum",
      source: "query",
      conflict: null
    })
    expect(resolveCommsApproach(inputs({ query: { approach: "waterfall" } }))).toMatchObject({ approach: "Waterfall", method: "Waterfall", conflict: null })
  })

  it("a conflicting method: the chosen approach wins, the method follows it and the conflict is reported", () => {
    expect(resolveCommsApproach(inputs({ query: { approach: "Agile", method: "Waterfall" }, stored: "Waterfall" }))).toEqual({
      approach: "Agile",
      method: "Agile",
      source: "query",
      conflict: { approach: "Agile", method: "Waterfall" }
    })
    expect(resolveCommsApproach(inputs({ query: { approach: "Waterfall", method: "kanban" } })).conflict).toEqual({ approach: "Waterfall", method: "kanban" })
  })

  it("an unknown method is no conflict and is passed on", () => {
    expect(resolveCommsApproach(inputs({ query: { approach: "Agile", method: "Hybrid" } }))).toMatchObject({ approach: "Agile", method: "Hybrid", conflict: null })
  })

  it("a method alone in the query names the approach", () => {
    expect(resolveCommsApproach(inputs({ query: { method: "Agile" }, stored: "Waterfall" }))).toEqual({ approach: "Agile", method: "Agile", source: "query", conflict: null })
  })

  it("the query beats the referrer, the referrer beats sessionStorage", () => {
    const agileReferrer = `${ORIGIN}/app/agile/backlog?project=X`
    expect(resolveCommsApproach(inputs({ query: { approach: "Waterfall" }, referrer: agileReferrer })).approach).toBe("Waterfall")
    expect(resolveCommsApproach(inputs({ referrer: agileReferrer, stored: "Waterfall" }))).toMatchObject({ approach: "Agile", source: "referrer" })
    expect(resolveCommsApproach(inputs({ referrer: `${ORIGIN}/app/projects/4`, stored: "Agile" }))).toMatchObject({ approach: "Agile", source: "storage" })
    expect(resolveCommsApproach(inputs({ stored: "nonsense" })).source).toBe("default")
  })

  it("an unknown approach in the query falls through to the next source", () => {
    expect(resolveCommsApproach(inputs({ query: { approach: "Spiral" }, stored: "Agile" }))).toMatchObject({ approach: "Agile", source: "storage" })
  })

  it("property: the answer is always Waterfall or Agile, a valid query approach always wins, and a conflict only when both name different approaches", () => {
    const value = fc.oneof(fc.constantFrom("Agile", "Waterfall", "agile", "SCRUM", "prince2", "Hybrid", "", "Kanban"), fc.string())
    fc.assert(
      fc.property(fc.option(value), fc.option(value), fc.option(value), fc.string(), (approach, method, stored, referrer) => {
        const r = resolveCommsApproach(inputs({ query: { approach, method }, stored, referrer }))
        expect(["Waterfall", "Agile"]).toContain(r.approach)
        const asked = approachOf(approach)
        if (asked) expect(r.approach).toBe(asked)
        const methodSays = approachOf(method)
        expect(r.conflict !== null).toBe(asked !== undefined && methodSays !== undefined && asked !== methodSays)
        if (r.conflict) expect(r.method).toBe(r.approach)
        expect(approachOf(r.method) ?? r.approach).toBe(r.approach)
      })
    )
  })
})

describe("approachOfReferrer", () => {
  it("reads a same-origin referrer's query first, then its module path", () => {
    expect(approachOfReferrer(`${ORIGIN}/app/projects/3?approach=Agile`, ORIGIN)).toBe("Agile")
    expect(approachOfReferrer(`${ORIGIN}/app/agile/quick-draft?delivery=agile`, ORIGIN)).toBe("Agile")
    expect(approachOfReferrer(`${ORIGIN}/app/reports/agile`, ORIGIN)).toBe("Agile")
    expect(approachOfReferrer(`${ORIGIN}/app/wbs?project=X`, ORIGIN)).toBe("Waterfall")
    expect(approachOfReferrer(`${ORIGIN}/app/scope/`, ORIGIN)).toBe("Waterfall")
  })
  it("ignores other sites, pages that say nothing and text that is no URL", () => {
    expect(approachOfReferrer("https://elsewhere.test/app/agile/backlog", ORIGIN)).toBeUndefined()
    expect(approachOfReferrer(`${ORIGIN}/app/projects/3`, ORIGIN)).toBeUndefined()
    expect(approachOfReferrer(`${ORIGIN}/app/stakeholders?project=X`, ORIGIN)).toBeUndefined()
    expect(approachOfReferrer("", ORIGIN)).toBeUndefined()
    expect(approachOfReferrer("not a url", ORIGIN)).toBeUndefined()
  })
})

describe("searchWithApproach", () => {
  it("sets approach and method, folds the project_ spellings in and keeps the other keys", () => {
    const search = searchWithApproach("?project=Depot%20move&projectId=7&project_approach=Agile&project_method=Waterfall&phase=planning", "Agile", "Agile")
    const params = new URLSearchParams(search)
    expect(Object.fromEntries(params)).toEqual({ project: "Depot move", projectId: "7", phase: "planning", approach: "Agile", method: "Agile" })
  })
  it("is idempotent", () => {
    const once = searchWithApproach("?project=A&approach=Waterfall&method=Waterfall", "Waterfall", "Waterfall")
    expect(searchWithApproach(once, "Waterfall", "Waterfall")).toBe(once)
  })
  it("stores per project", () => {
    expect(approachStorageKey("7")).not.toBe(approachStorageKey("8"))
  })
})

describe("phase", () => {
  it("defaults to execution", () => {
    expect(phaseOf(null)).toBe("execution")
    expect(phaseOf("bogus")).toBe("execution")
    expect(phaseOf("Planning")).toBe("planning")
  })
  it("sets one Phase line in the context, replacing an old one", () => {
    expect(withPhaseLine("", "execution")).toBe("Phase: Execution")
    expect(withPhaseLine("Project: A.\n", "execution")).toBe("Project: A.\nPhase: Execution")
    expect(withPhaseLine("Project: A.\nPhase: Execution\nMore.", "closure")).toBe("Project: A.\nPhase: Closure\nMore.")
  })
})

describe("comms answers", () => {
  it("reads a saved plan, dropping blank rows; none found is null", () => {
    const saved = toSavedCommsPlan({
      found: true,
      id: 12,
      context_used: "ctx",
      created_at: "2025-05-01T10:00:00.000Z",
      plan: {
        objectives: ["Inform", " "],
        channels: [{ channel: "Email", purpose: "Updates", cadence: "Weekly", owner: "PM" }, {}],
        key_messages: [{ audience: "Board", message: "On track", cta: "Decide", spokesperson: "PM" }],
        audiences: [{ segment: "Users", who: "Pickers" }],
        governance: [{ forum: "Board", cadence: "Monthly", participants: "Sponsor", purpose: "Decide" }],
        risks_mitigations: [{ risk: "Fatigue", mitigation: "Fewer mails" }]
      }
    })
    expect(saved?.id).toBe("12")
    expect(saved?.plan.objectives).toEqual(["Inform"])
    expect(saved?.plan.channels).toHaveLength(1)
    expect(saved?.plan.keyMessages[0]?.cta).toBe("Decide")
    expect(saved?.plan.risks[0]).toEqual({ risk: "Fatigue", mitigation: "Fewer mails" })
    expect(toSavedCommsPlan({ found: false, plan: null })).toBeNull()
    expect(toSavedCommsPlan({ plan: {} })).toBeNull()
  })
  it("names the project by id when it has one, with the approach and method", () => {
    expect(commsFields({ projectName: "A", projectId: "7", approach: "Agile", method: "Scrum" })).toEqual({
      project_name: "A",
      project_id: 7,
      project_approach: "Agile",
      project_method: "Scrum"
    })
    expect(commsFields({ projectName: "A", approach: "Waterfall", method: "Waterfall" })).not.toHaveProperty("project_id")
  })
})
