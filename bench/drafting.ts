// Benchmark: full offline draft of every task for one project (target under 50 ms).
// Run: node --import tsx bench/drafting.ts [runs]
// Prints medians and ratios against two baselines measured in the same run: a JSON round-trip of the
// full result, and the single scope-draft task.
import { performance } from "node:perf_hooks"
import * as Effect from "effect/Effect"
import { make, offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { draftEverything, loadBriefs } from "../tests/fixtures/briefs/briefs"

const runs = Number(process.argv[2] ?? 60)
const briefs = loadBriefs()
const drafter = Effect.runSync(make)

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

const time = (f: () => unknown): number => {
  const t0 = performance.now()
  f()
  return performance.now() - t0
}

const measure = (label: string, f: (i: number) => unknown) => {
  for (let i = 0; i < 5; i++) f(i) // warm-up
  const samples = Array.from({ length: runs }, (_, i) => time(() => f(i)))
  return { label, median: median(samples), max: Math.max(...samples) }
}

// Each run drafts a brief under a distinct project name, so no run can reuse an earlier result.
const briefFor = (i: number) => {
  const b = briefs[i % briefs.length]!
  return { ...b, project_name: `${b.project_name} ${i}` }
}

const full = measure("full draft, every task, one project", (i) => Effect.runSync(draftEverything(drafter, briefFor(i))))
// CPU time (user + system) per full draft over all runs: steadier than wall time on a shared machine.
const cpuPerDraft = (() => {
  const c0 = process.cpuUsage()
  for (let i = 0; i < runs; i++) Effect.runSync(draftEverything(drafter, briefFor(runs + i)))
  const c = process.cpuUsage(c0)
  return (c.user + c.system) / 1000 / runs
})()
const sample = Effect.runSync(draftEverything(drafter, briefs[0]!))
const roundTrip = measure("baseline: JSON round-trip of the full result", () => JSON.parse(JSON.stringify(sample)))
const single = measure("baseline: scope draft task alone", (i) => {
  const b = briefFor(i)
  return offlineDrafts.draftScope({ project_name: b.project_name, clarification_answers: b.clarification_answers })
})

const fmt = (ms: number) => `${ms.toFixed(3)} ms`
console.log(`drafting bench: ${runs} runs over ${briefs.length} briefs, node ${process.version}`)
for (const r of [full, roundTrip, single]) console.log(`  ${r.label.padEnd(48)} median ${fmt(r.median)}  max ${fmt(r.max)}`)
console.log(`  CPU time per full draft (user + system, mean of ${runs})      ${fmt(cpuPerDraft)}`)
console.log(`  full draft / JSON round-trip = ${(full.median / roundTrip.median).toFixed(1)}x`)
console.log(`  full draft / scope task      = ${(full.median / single.median).toFixed(1)}x`)
console.log(`  budget 50 ms: median uses ${((full.median / 50) * 100).toFixed(1)}% (${full.median < 50 ? "within" : "OVER"} budget)`)

// Faithfulness on the unseen briefs (adapters/test/drafting/eval-briefs): per brief, term coverage in the
// WBS / backlog and register, foreign-domain hits, named parties, deadline and cap carried, drafting time.
const { evaluate, loadEvalBriefs } = await import("../adapters/test/drafting/eval-briefs/eval")
const evalRows = loadEvalBriefs().map((b) => {
  const ms = median(Array.from({ length: 5 }, () => time(() => evaluate(drafter, b))))
  const c0 = process.cpuUsage()
  for (let i = 0; i < 5; i++) evaluate(drafter, b)
  const c = process.cpuUsage(c0)
  const r = evaluate(drafter, b)
  return { ...r, ms, cpu: (c.user + c.system) / 1000 / 5, named: b.named.length }
})
console.log(`faithfulness on ${evalRows.length} unseen briefs:`)
for (const r of evalRows)
  console.log(`  ${r.file.padEnd(28)} coverage ${(r.coverage * 100).toFixed(0).padStart(3)}%  foreign ${r.foreign.length}  named ${r.named - r.namedMissing.length}/${r.named}  deadline ${r.deadlineOk ? "ok" : "MISSED"}  cap ${r.capOk ? "ok" : "OVER"}  ${fmt(r.ms)}`)
const avg = evalRows.reduce((s, r) => s + r.coverage, 0) / evalRows.length
console.log(`  CPU time per full draft and its evaluation, mean over the unseen briefs: ${fmt(evalRows.reduce((s, r) => s + r.cpu, 0) / evalRows.length)}`)
console.log(`  average coverage ${(avg * 100).toFixed(0)}%, lowest ${(Math.min(...evalRows.map((r) => r.coverage)) * 100).toFixed(0)}%, foreign hits ${evalRows.reduce((s, r) => s + r.foreign.length, 0)}`)

// Issue 33: the sponsor-style briefs (situation, goals with dates, money, risk context, no steps), each drafted
// as a whole pack through core's pack use case, as `initpack pack` does.
const { evaluateSponsor, loadSponsorBriefs } = await import("../adapters/test/drafting/sponsor-briefs/pack-eval")
const sponsorRows = loadSponsorBriefs().map((b) => {
  const ms = median(Array.from({ length: 3 }, () => time(() => evaluateSponsor(b))))
  return { ...evaluateSponsor(b), ms, deadline: b.deadline }
})
console.log(`whole packs from ${sponsorRows.length} sponsor-style briefs:`)
for (const r of sponsorRows)
  console.log(
    `  ${r.file.padEnd(44)} coverage ${(r.coverage * 100).toFixed(0).padStart(3)}%  risk items ${r.riskItemsKept}/${r.riskItems}  risk sentences ${r.riskSentencesKept}/${r.riskSentences}  malformed ${r.malformed.length}  unlicensed ${r.unlicensed.length}  finish ${r.finish ?? "(agile)"} / ${r.deadline ?? "-"}${r.lateUnflagged ? " LATE" : ""}  budget ${r.budgetShare === undefined ? "-" : `${(r.budgetShare * 100).toFixed(0)}%${r.budgetGapStated ? " (stated)" : ""}`}  ${fmt(r.ms)}`
  )
const sum = (f: (r: (typeof sponsorRows)[number]) => number) => sponsorRows.reduce((s, r) => s + f(r), 0)
console.log(`  average coverage ${((sum((r) => r.coverage) / sponsorRows.length) * 100).toFixed(0)}%, risk items kept ${sum((r) => r.riskItemsKept)}/${sum((r) => r.riskItems)}, risk sentences kept ${sum((r) => r.riskSentencesKept)}/${sum((r) => r.riskSentences)}, malformed ${sum((r) => r.malformed.length)}, unlicensed ${sum((r) => r.unlicensed.length)}, late unflagged ${sponsorRows.filter((r) => r.lateUnflagged).length}, budget gap unstated ${sponsorRows.filter((r) => r.budgetShare !== undefined && (r.budgetShare < 0.35 || r.budgetShare > 1.1) && !r.budgetGapStated).length}`)
console.log(`  whole pack drafted (median per brief): ${fmt(median(sponsorRows.map((r) => r.ms)))}`)
