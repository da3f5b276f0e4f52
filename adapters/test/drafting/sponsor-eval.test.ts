// Issue 33's measures on 30 sponsor-style briefs written without seeing the drafter (situation, goals with
// dates, money, risk context, no steps), each drafted as a whole pack as `initpack pack` drafts it.
// Asserted: what a PM must never meet (malformed lines, another kind of project's terms, a plan late
// without a word, a budget far from the named money without a word). Term coverage and risk items kept
// are printed (PRINT_SPONSOR_TABLE=1) and held to the floors measured when the set was added.
import { describe, expect, it } from "vitest"
import { evaluateSponsor, loadSponsorBriefs } from "./sponsor-briefs/pack-eval"

const briefs = loadSponsorBriefs()
const results = briefs.map(evaluateSponsor)

if (process.env.PRINT_SPONSOR_TABLE) {
  console.log("| brief | coverage | risk items kept | risk sentences kept | malformed | unlicensed | finish / deadline | budget / named money |")
  console.log("| --- | ---: | ---: | ---: | ---: | --- | ---: |")
  for (const [i, r] of results.entries())
    console.log(`| ${r.file} | ${(r.coverage * 100).toFixed(0)}% | ${r.riskItemsKept}/${r.riskItems} | ${r.riskSentencesKept}/${r.riskSentences} | ${r.malformed.length} | ${r.unlicensed.length} | ${r.finish ?? "(agile)"} / ${briefs[i]!.deadline ?? "-"} | ${r.budgetShare === undefined ? "-" : `${(r.budgetShare * 100).toFixed(0)}%${r.budgetGapStated ? " (stated)" : ""}`} |`)
}

describe("sponsor-style briefs drafted as whole packs (issue 33)", () => {
  it("has at least 30 briefs, half of them in fields no domain template covers", () => {
    expect(briefs.length).toBeGreaterThanOrEqual(30)
    const untemplated = briefs.filter((b) => ((b as unknown as { template_domains: ReadonlyArray<string> }).template_domains ?? []).length === 0)
    expect(untemplated.length * 2).toBeGreaterThanOrEqual(briefs.length)
  })

  it.each(results.map((r) => [r.file, r] as const))("%s: no malformed line and no line from another kind of project", (_f, r) => {
    expect(r.malformed).toEqual([])
    expect(r.unlicensed).toEqual([])
  })

  it.each(results.map((r, i) => [r.file, r, briefs[i]!] as const))("%s: plan not late without a warning; budget within 35-110% of the named money or the gap stated", (_f, r) => {
    expect(r.lateUnflagged).toBe(false)
    if (r.budgetShare !== undefined && (r.budgetShare < 0.35 || r.budgetShare > 1.1)) expect(r.budgetGapStated).toBe(true)
  })

  it("keeps the risk-context items and covers the expected terms at least as well as when the set was added", () => {
    const kept = results.reduce((s, r) => s + r.riskItemsKept, 0) / results.reduce((s, r) => s + r.riskItems, 0)
    const coverage = results.reduce((s, r) => s + r.coverage, 0) / results.length
    // measured 2026-11-28 (fourth session): 84% of risk items kept (100/119), 83% term coverage (issue 33's goals:
    // every item, 80% with none below 60%; the agile briefs, whose plan is the backlog, are still below 60%)
    expect(kept).toBeGreaterThanOrEqual(0.8)
    // every sentence of a risk context becomes a risk of its own (issue 33, point 6)
    expect(results.map((r) => `${r.file} ${r.riskSentencesKept}/${r.riskSentences}`)).toEqual(results.map((r) => `${r.file} ${r.riskSentences}/${r.riskSentences}`))
    expect(coverage).toBeGreaterThanOrEqual(0.8)
  })
})
