// Benchmark (issue 34): the pack health check, reviewPack, on the two docs/examples packs and on a
// 1,000-task plan (target under 50 ms). Prints medians, not pass/fail, with two baselines measured in the
// same run: a JSON round-trip of the same artefacts (parse + stringify) and the offline draft of the pack.
// Run: node --import tsx bench/health-check.ts [rounds]
import type { ProjectArtefacts, WbsItemInput } from "@initpack/core/document/artefacts"
import { reviewPack } from "@initpack/core/use-cases/review/review-pack"
import { draftArtefacts } from "../apps/cli/src/draft-artefacts"
import { chooseDrafter } from "../apps/cli/src/drafter-layer"
import { loadBrief } from "../apps/cli/src/read-brief"
import { fmt, timeInterleaved } from "./lib/measure"

const rounds = Number(process.argv[2] ?? 31)
const now = new Date("2026-03-02T09:00:00Z")
const drafter = await chooseDrafter(true, {})

interface Example {
  readonly name: string
  readonly artefacts: ProjectArtefacts
  readonly riskContext: string
  readonly draft: () => Promise<unknown>
}

const example = async (name: string, file: string): Promise<Example> => {
  const brief = await loadBrief(file)
  let n = 0
  // a distinct project name per draft, so no draft reuses an earlier one's cached model
  const draft = () => draftArtefacts({ ...brief, project: { ...brief.project, name: `${brief.project.name} ${n++}` } }, {}, { offline: true, now, drafter })
  const drafted = await draftArtefacts(brief, {}, { offline: true, now, drafter })
  return { name, artefacts: drafted.artefacts, riskContext: brief.risks?.context ?? "", draft }
}

/** A waterfall pack with 1,000 WBS rows: 10 stages of 99 tasks (a chain) and a gate each. */
const largePack = (base: ProjectArtefacts): ProjectArtefacts => {
  const rows: Array<WbsItemInput> = []
  const day = (k: number) => new Date(Date.UTC(2026, 2, 2) + k * 86_400_000).toISOString().slice(0, 10)
  let k = 0
  for (let s = 1; s <= 10; s++) {
    rows.push({ id: `${s}`, parent_id: null, task: `Stage ${s}`, duration_days: 99, start_date: day(k), end_date: day(k + 98) })
    for (let t = 1; t <= 98; t++, k++) rows.push({ id: `${s}.${t}`, parent_id: `${s}`, task: `Build work package ${s}.${t} of the permit platform`, duration_days: 1, start_date: day(k), end_date: day(k), predecessors: t > 1 ? `${s}.${t - 1}` : "" })
    rows.push({ id: `${s}.99`, parent_id: `${s}`, task: `Stage ${s} gate`, duration_days: 0, start_date: day(k), end_date: day(k) })
  }
  return { ...base, wbs: rows }
}

const examples = [await example("waterfall", "docs/examples/waterfall.yaml"), await example("agile", "docs/examples/agile.yaml")]
const large = largePack(examples[0]!.artefacts)

const roundTrip = (a: ProjectArtefacts) => () => JSON.parse(JSON.stringify(a)) as unknown
const review = (a: ProjectArtefacts, riskContext: string) => () => reviewPack(a, { risk_context: riskContext })

const cases = [
  ...examples.flatMap((e) => [
    { label: `${e.name}: reviewPack`, fns: [review(e.artefacts, e.riskContext)] },
    { label: `${e.name}: JSON round-trip`, fns: [roundTrip(e.artefacts)] }
  ]),
  { label: `1,000-task plan (${large.wbs!.length} rows): reviewPack`, fns: [review(large, examples[0]!.riskContext)] },
  { label: "1,000-task plan: JSON round-trip", fns: [roundTrip(large)] }
]
const stats = timeInterleaved(cases, rounds, 3)

// another view: back-to-back calls with no collection between them, as a warm server answers a run of requests
const warm = cases.map((c) => {
  const samples: Array<number> = []
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now()
    c.fns[0]!()
    samples.push(performance.now() - t0)
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!
})

// the draft of each example (async, so timed apart from the interleaved samples)
const draftMedian = async (e: Example): Promise<number> => {
  for (let i = 0; i < 3; i++) await e.draft()
  const samples: Array<number> = []
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now()
    await e.draft()
    samples.push(performance.now() - t0)
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!
}
const drafts = [await draftMedian(examples[0]!), await draftMedian(examples[1]!)]

console.log(`pack health check, ${rounds} interleaved rounds, a full GC before each sample (median wall / CPU ms per call, fastest wall; warm: median of back-to-back calls)`)
cases.forEach((c, i) => console.log(`  ${c.label.padEnd(44)} ${fmt(stats[i]!.wall)} wall ${fmt(stats[i]!.cpu)} cpu ${fmt(stats[i]!.wallMin)} min ${fmt(warm[i]!)} warm`))
examples.forEach((e, i) => {
  const r = stats[i * 2]!.wall
  console.log(`  ${e.name}: ${reviewPack(e.artefacts, { risk_context: e.riskContext }).length} findings; review = ${(r / stats[i * 2 + 1]!.wall).toFixed(1)}x the JSON round-trip; offline draft ${drafts[i]!.toFixed(1)} ms (review = ${((r / drafts[i]!) * 100).toFixed(1)}% of it)`)
})
const big = stats[4]!
// on a shared machine the wall median carries other processes' load: the CPU time and the fastest sample are printed beside it
console.log(
  `  1,000-task plan: ${big.wall.toFixed(2)} ms wall (fastest ${big.wallMin.toFixed(2)} ms, CPU ${big.cpu.toFixed(2)} ms, warm ${warm[4]!.toFixed(2)} ms; target < 50 ms), ${(big.wall / stats[5]!.wall).toFixed(1)}x its JSON round-trip; ${(big.wall / drafts[0]!).toFixed(2)}x the waterfall example's draft (${drafts[0]!.toFixed(1)} ms)`
)
