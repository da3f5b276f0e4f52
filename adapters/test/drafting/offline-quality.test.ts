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
