// Golden test of the offline drafter over the example briefs (tests/fixtures/briefs).
import * as Effect from "effect/Effect"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { countWords } from "@initpack/core/drafting/guards"
import { BACKGROUND_WORDS, NARRATIVE_WORDS } from "@initpack/core/drafting/scope"
import { make, offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { rankDomains } from "@initpack/adapters/drafting/offline/context"
import { RISK_LIBRARY } from "@initpack/adapters/drafting/knowledge/risk-library"
import { RISK_CATEGORIES } from "@initpack/core/drafting/common"
import { draftEverything, loadBriefs, type FullDraft } from "../../../tests/fixtures/briefs/briefs"
import { checkFullDraft, checkPlaceholders, stringLeaves } from "../../../tests/contract/drafter-invariants"

const drafter = Effect.runSync(make)
const briefs = loadBriefs()
const drafts = new Map(briefs.map((b) => [b.file, Effect.runSync(draftEverything(drafter, b))] as const))
const draftOf = (file: string): FullDraft => drafts.get(file)!

const allText = (draft: FullDraft): string =>
  stringLeaves(Object.values(draft).map((run) => (run as { response: unknown }).response)).map((l) => l.text).join("\n").toLowerCase()

describe("offline drafter knowledge base", () => {
  it("holds a risk library of 80+ risks over all nine categories (waterfall.md §9)", () => {
    expect(RISK_LIBRARY.length).toBeGreaterThanOrEqual(80)
    expect(new Set(RISK_LIBRARY.map((r) => r.category))).toEqual(new Set(RISK_CATEGORIES))
    for (const r of RISK_LIBRARY) expect(r.mitigation.length * r.contingency.length).toBeGreaterThan(0)
  })
})

describe.each(briefs.map((b) => [b.file, b] as const))("golden brief %s", (file, brief) => {
  it("is matched to its domain from the user's own words", () => {
    const text = [brief.summary, ...Object.values(brief.clarification_answers)].join(" ")
    expect(rankDomains(brief.project_name, text)[0]?.id).toBe(brief.expected_domain)
  })

  it("meets every drafter invariant: counts, word ranges, no placeholders, no empty titles, no duplicates", () => {
    expect(checkFullDraft(draftOf(file), brief)).toEqual([])
  })

  it("reuses the user's phrases", () => {
    const text = allText(draftOf(file))
    for (const phrase of brief.phrases) expect(text, phrase).toContain(phrase.toLowerCase())
    // The In Scope narrative itself quotes a run of at least five of the user's words.
    const answers = Object.values(brief.clarification_answers).join(" ").toLowerCase().replace(/[^a-z0-9' -]/g, " ").split(/\s+/)
    const runs = answers.slice(0, -4).map((_, i) => answers.slice(i, i + 5).join(" "))
    const narrative = draftOf(file).draftScope.response.in_scope.toLowerCase().replace(/[^a-z0-9' -]/g, " ").replace(/\s+/g, " ")
    expect(runs.some((r) => narrative.includes(r))).toBe(true)
  })

  it("matches stakeholder rows back by name whatever the case (waterfall.md §5)", () => {
    const rows = brief.stakeholders.map((s) => ({ ...s, name: s.name.toUpperCase() }))
    const out = offlineDrafts.stakeholderStrategy({ project_name: brief.project_name, rows })
    for (const row of rows) expect(out.suggestions.filter((s) => s.name === row.name)).toHaveLength(1)
  })

  it("is deterministic: the same request gives the same draft", () => {
    expect(Effect.runSync(draftEverything(drafter, brief))).toEqual(draftOf(file))
  })
})

describe("different projects get different drafts", () => {
  it("no two briefs share an In Scope narrative, a risk register or a WBS", () => {
    const all = briefs.map((b) => draftOf(b.file))
    for (const key of ["in_scope"] as const) expect(new Set(all.map((d) => d.draftScope.response[key])).size).toBe(briefs.length)
    expect(new Set(all.map((d) => JSON.stringify(d.draftRiskRegister.response.risks.map((r) => r.title).sort()))).size).toBe(briefs.length)
    expect(new Set(all.map((d) => JSON.stringify(d.draftWbs.response))).size).toBe(briefs.length)
  })

  it("renaming the project changes the draft and names the new project", () => {
    const brief = briefs[0]!
    const a = offlineDrafts.draftScope({ project_name: brief.project_name, clarification_answers: brief.clarification_answers })
    const b = offlineDrafts.draftScope({ project_name: "Orion Finance Uplift", clarification_answers: brief.clarification_answers })
    expect(b.in_scope).not.toEqual(a.in_scope)
    expect(b.in_scope).toContain("Orion Finance Uplift")
  })
})

describe("offline drafter on arbitrary input (properties)", () => {
  const words = fc.array(fc.constantFrom("we", "need", "to", "replace", "the", "legacy", "system", "by", "June", "staff", "customers", "{x}", "TBD", "null", "app", "cloud", "site", "campaign", "reduce", "costs", "and", "improve", "reporting", "."), { maxLength: 40 }).map((w) => w.join(" "))
  const name = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0)

  it("keeps the In Scope narrative and background within their word ranges with no placeholders", () => {
    fc.assert(
      fc.property(name, words, words, (project_name, background, constraints) => {
        const clarification_answers = { background, constraints }
        const scope = offlineDrafts.draftScope({ project_name, clarification_answers })
        const bg = offlineDrafts.draftBackground({ project_name, clarification_answers })
        const n = countWords(scope.in_scope)
        const m = countWords(bg.background)
        expect(n).toBeGreaterThanOrEqual(NARRATIVE_WORDS.min)
        expect(n).toBeLessThanOrEqual(NARRATIVE_WORDS.max)
        expect(m).toBeGreaterThanOrEqual(BACKGROUND_WORDS.min)
        expect(m).toBeLessThanOrEqual(BACKGROUND_WORDS.max)
        expect(checkPlaceholders("draftScope", scope)).toEqual([])
        expect(checkPlaceholders("draftBackground", bg)).toEqual([])
        expect(offlineDrafts.draftScope({ project_name, clarification_answers })).toEqual(scope)
      }),
      { numRuns: 60 }
    )
  })

  it("never returns an existing title from add-only or more-risks", () => {
    fc.assert(
      fc.property(name, fc.integer({ min: 0, max: 3 }), (project_name, rounds) => {
        let existing: Array<{ title: string; rationale: string }> = []
        let titles: Array<string> = []
        for (let i = 0; i <= rounds; i++) {
          const items = offlineDrafts.addScopeItems({ project_name, section: "deliverables", existing }).items
          expect(items.length).toBeGreaterThanOrEqual(3)
          for (const it of items) expect(existing.map((e) => e.title.toLowerCase())).not.toContain(it.title.toLowerCase())
          existing = [...existing, ...items]
          const risks = offlineDrafts.moreRisks({ project_name, text: "cloud migration", existing_titles: titles }).risks
          expect(risks.length).toBeGreaterThanOrEqual(3)
          for (const r of risks) expect(titles.map((t) => t.toLowerCase())).not.toContain(r.title.toLowerCase())
          titles = [...titles, ...risks.map((r) => r.title)]
        }
      }),
      { numRuns: 20 }
    )
  })
})
