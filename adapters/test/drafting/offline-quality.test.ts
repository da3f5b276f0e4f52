// Quality checks of the offline drafter as a project manager reads it: real WBS activities, domain epics,
// sensible stakeholder roles and RACI, relevant risks, method-fitting comms and budget magnitudes.
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { sameTextKey } from "@initpack/core/drafting/guards"
import { make, offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { goalPhrases } from "@initpack/adapters/drafting/offline/phrases"
import { draftEverything, loadBriefs, type FullDraft } from "../../../tests/fixtures/briefs/briefs"

const drafter = Effect.runSync(make)
const briefs = loadBriefs()
const drafts = new Map(briefs.map((b) => [b.file, Effect.runSync(draftEverything(drafter, b))] as const))
const draftOf = (file: string): FullDraft => drafts.get(file)!
const briefByDomain = (domain: string) => briefs.find((b) => b.expected_domain === domain)!

// Sentence-initial verbs of WBS tasks (imperative) and milestone words (a zero-day task may be a noun phrase).
const TASK_VERBS = /^(confirm|prepare|capture|write|agree|baseline|run|produce|review|define|set up|develop|build|research|test|submit|roll out|discover|design|procure|rehearse|migrate|decommission|profile|cleanse|analyse|configure|survey|obtain|tender|demolish|carry out|install|inspect|induct|relocate|rectify|hand over|launch|brief|optimise|report|train|provide|go-live)\b/i

describe("offline WBS", () => {
  for (const brief of briefs) {
    it(`${brief.file}: every task is an activity (verb + object) or a milestone, never the user's aim`, () => {
      const d = draftOf(brief.file)
      const aims = new Set(
        [...goalPhrases(Object.values(brief.clarification_answers)), ...d.draftScope.response.goals.map((g) => g.title), brief.summary].map(sameTextKey)
      )
      const tasks = d.draftWbs.response.phases.flatMap((p) => p.tasks)
      for (const t of tasks) {
        expect(aims.has(sameTextKey(t.task)), t.task).toBe(false)
        if (t.duration_days > 0) expect(t.task, t.task).toMatch(TASK_VERBS)
      }
    })
  }

  it("construction: fit-out tasks, the user's quantities, and no software go-live or UAT", () => {
    const d = draftOf(briefByDomain("construction").file)
    const tasks = d.draftWbs.response.phases.flatMap((p) => p.tasks.map((t) => t.task))
    expect(tasks.some((t) => /head contractor/i.test(t))).toBe(true)
    expect(tasks.some((t) => t.includes("180 workstations"))).toBe(true)
    expect(tasks.filter((t) => /user acceptance|hypercare|^go-live$|rollback/i.test(t))).toEqual([])
    const phases = d.draftScope.response.phases.map((p) => p.rationale).join(" ")
    expect(phases).not.toMatch(/requirements workshops|solution design/i)
  })
})

const CONSTRUCTION_WORDS = /workplace|desk|meeting room|move|building|floor|space|amenit|access|relocation/i
const SOFTWARE_ONLY = /onboarding and access|core journey|multi-factor|batch jobs|weekly active users/i

describe("offline agile drafts per domain", () => {
  it("construction: epics, stories, NFRs and telemetry speak about the workplace, not software", () => {
    const d = draftOf(briefByDomain("construction").file)
    const epics = d.draftEpics.response.epics
    for (const e of epics) expect(e.name, e.name).toMatch(CONSTRUCTION_WORDS)
    expect(epics.map((e) => e.name).join(" ")).not.toMatch(SOFTWARE_ONLY)
    const a = d.agileQuickDraft.response
    const nfrs = [...a.nfrs.security, ...a.nfrs.performance, ...a.nfrs.privacy, ...a.nfrs.compliance].map((n) => n.title).join(" ")
    expect(nfrs).not.toMatch(SOFTWARE_ONLY)
    expect(nfrs).toMatch(/building|occupan|meeting room|access control/i)
    expect([...a.telemetry.dash_metrics, a.vision.north_star_metric].join(" ")).toMatch(/desk|room/i)
    expect(d.draftStories.response.stories.map((s) => s.i_want).join(" ")).not.toMatch(/export .* data|configure the rules/i)
  })

  for (const brief of briefs) {
    it(`${brief.file}: epics are product capabilities, not the outcomes they serve`, () => {
      const d = draftOf(brief.file)
      const outcomes = new Set(d.agileQuickDraft.response.problems_outcomes.outcomes.map((o) => sameTextKey(o.title)))
      const epics = d.draftEpics.response.epics
      for (const e of epics) expect(outcomes.has(sameTextKey(e.name)), e.name).toBe(false)
      expect(epics.map((e) => e.name).join(" ")).not.toMatch(/onboarding and access|core journey/i)
    })
  }

  it("marketing and infrastructure epics name their domain's work", () => {
    expect(draftOf(briefByDomain("marketing").file).draftEpics.response.epics.map((e) => e.name).join(" ")).toMatch(/audience|creative|media|landing|campaign|email/i)
    expect(draftOf(briefByDomain("infrastructure").file).draftEpics.response.epics.map((e) => e.name).join(" ")).toMatch(/migration|landing zone|decommission|discovery|recovery/i)
  })

  it("epics link each to one of the outcomes given", () => {
    const outcomes = ["Cut permit decision time to 25 days", "Move permit lodgement online"]
    const out = offlineDrafts.draftEpics({ project_name: "Riverbend Permits", vision: "A cloud permit platform with online lodgement", outcomes })
    for (const e of out.epics) expect(outcomes).toContain(e.outcome_link)
    expect(out.epics.some((e) => /lodgement|request/i.test(e.name))).toBe(true)
  })
})
