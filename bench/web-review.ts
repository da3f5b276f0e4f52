// The review screen of "new project from a brief" at scale (issue 35): node --import tsx bench/web-review.ts
// What a user waits for on the screen, in the functions the screen runs (apps/web/src/features/project-from-brief/
// lib/review-rows.ts, core review-lines and pack-provenance), not the HTTP call: drafts of about 1,000 and 10,000
// lines (BENCH_REVIEW_SIZES), made by repeating every list of the offline draft of a test brief (waterfall: the
// library refurbishment; agile: the booking app) with fresh ids, WBS, schedule and story trees kept.
// - baseline: a plain map of the same number of lines ({ ...line }), to read the others against;
// - open: the review's lines, their provenance and the rows grouped with their counts (once per draft);
// - group: the grouping and counts alone (lib/review-rows.ts reviewRows), from the lines and provenance;
// - tick: one more line unticked with 50 already unticked: the new set and the totals (budget total, finish date,
//   lines kept, assumed still ticked per module), as one click does;
// - filter: a module's "Assumed lines still to review" list and its count.
// Figures, not pass/fail; medians of 11 interleaved samples (bench/lib/measure.ts), ms per call.
//
// One run (2 cores, Node 20, load average 11), ms median (fastest): at 9,881 waterfall lines baseline 0.51, open 231
// (84), group 14.4 (2.4), tick 1.75 (1.50), filter 1.65 (1.35); at 1,041 lines tick 0.45. Before review-rows.ts a tick
// as the screen computed it took 203 (137) ms at 9,881 lines (an O(n^2) regrouping per render). docs/web.md has the table.
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { readBriefDocument } from "@initpack/adapters/brief-reader/read-brief-document"
import * as OfflineDrafter from "@initpack/adapters/drafting/offline-drafter"
import { briefFromForm } from "@initpack/core/brief/brief-form"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { resolveBrief } from "@initpack/core/brief/resolve-brief"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { packProvenance } from "@initpack/core/drafting/provenance/pack-provenance"
import { reviewLines } from "@initpack/core/rules/pack-review/review-lines"
import { draftProject } from "@initpack/core/use-cases/pack/draft-project"
import { reviewRows, reviewSummary, toggled } from "../apps/web/src/features/project-from-brief/lib/review-rows"
import { fmt, timeInterleaved } from "./lib/measure"

const SIZES = (process.env.BENCH_REVIEW_SIZES ?? "1000,10000").split(",").map(Number)
const UNTICKED = 50
const dir = join(import.meta.dirname, "../tests/fixtures/briefs")

type Row = Record<string, unknown>
const tag = (v: unknown, k: number): unknown => (v == null || k === 0 ? v : `${String(v)}~${k}`)
/** The k-th copy of a row of a tree or list: its id and the ids it points at made its own. */
const copyRow = (r: Row, k: number): Row => ({
  ...r,
  ...("id" in r ? { id: tag(r.id, k) } : {}),
  ...("parent_id" in r ? { parent_id: tag(r.parent_id, k) } : {}),
  ...("phase_id" in r ? { phase_id: tag(r.phase_id, k) } : {}),
  ...("epic_id" in r ? { epic_id: tag(r.epic_id, k) } : {}),
  ...("key" in r ? { key: tag(r.key, k) } : {})
})
const times = <A>(list: ReadonlyArray<A> | null | undefined, n: number, copy: (a: A, k: number) => A = (a) => a): Array<A> =>
  Array.from({ length: n }, (_, k) => (list ?? []).map((a) => copy(a, k))).flat()
const rows = <A>(list: ReadonlyArray<A> | null | undefined, n: number): Array<A> => times(list, n, (a, k) => copyRow(a as Row, k) as A)
const lists = <O extends object>(o: O | null | undefined, n: number): O | null | undefined =>
  o == null ? o : (Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Array.isArray(v) ? times(v, n) : v])) as O)

/** The draft with every list repeated n times. */
const scaled = (a: ProjectArtefacts, n: number): ProjectArtefacts => ({
  ...a,
  scope: lists(a.scope, n),
  stakeholders: times(a.stakeholders, n),
  risks: times(a.risks, n),
  wbs: a.wbs ? rows(a.wbs, n) : a.wbs,
  budget: a.budget ? { ...a.budget, items: times(a.budget.items, n) } : a.budget,
  comms: lists(a.comms, n),
  agileScope: a.agileScope ? { ...lists(a.agileScope, n), problems_outcomes: lists(a.agileScope.problems_outcomes, n), nfrs: lists(a.agileScope.nfrs, n), definitions: lists(a.agileScope.definitions, n) } : a.agileScope,
  epics: a.epics ? rows(a.epics, n) : a.epics,
  stories: a.stories ? rows(a.stories, n) : a.stories,
  schedule: a.schedule ? { ...a.schedule, tasks: rows(a.schedule.tasks, n) } : a.schedule
})

const drafted = async (file: string) => {
  const form = await readBriefDocument({ fileName: file, bytes: readFileSync(join(dir, file)) }, "2026-01-05")
  const draft = await Effect.runPromise(draftProject(resolveBrief(briefFromForm(form), {}, "2026-01-05"), { now: new Date("2026-01-05T09:00:00Z") }).pipe(Effect.provide(OfflineDrafter.layer)))
  const brief = decodeBrief(briefFromForm(form))
  return { draft, brief: Either.isRight(brief) ? brief.right : undefined, method: form.method === "agile" ? ("agile" as const) : ("waterfall" as const) }
}

console.log(`review screen at ${SIZES.join(" and ")} lines; ms per call, median (fastest) of wall time`)
for (const file of ["library-refurbishment.md", "booking-app.txt"]) {
  const base = await drafted(file)
  const baseLines = reviewLines(base.draft).length
  const cases = SIZES.map((size) => {
    const draft = scaled(base.draft, Math.max(1, Math.round(size / baseLines)))
    const lines = reviewLines(draft)
    const provenance = packProvenance(draft, base.brief)
    const built = reviewRows(draft, base.method, lines, provenance)
    // every 1/50th line unticked, then one more ticked off as the timed click
    const step = Math.max(1, Math.floor(lines.length / UNTICKED))
    const removed = new Set(lines.filter((_, i) => i % step === 1).slice(0, UNTICKED).map((l) => l.key))
    const target = lines.find((l) => l.module === "budget" && !removed.has(l.key))!.key
    const widest = [...built.modules].sort((a, b) => b.assumed.length - a.assumed.length)[0]!
    return {
      lines: lines.length,
      modules: built.modules.length,
      baseline: () => lines.map((l) => ({ ...l })),
      open: () => {
        const ls = reviewLines(draft)
        return reviewRows(draft, base.method, ls, packProvenance(draft, base.brief))
      },
      group: () => reviewRows(draft, base.method, lines, provenance),
      tick: () => reviewSummary(built, toggled(removed, target, false)),
      filter: () => [widest.assumed.filter((l) => !removed.has(l.key)), reviewSummary(built, removed).assumedTicked[widest.module]]
    }
  })
  const kinds = ["baseline", "open", "group", "tick", "filter"] as const
  const stats = timeInterleaved(cases.flatMap((c) => kinds.map((k) => ({ fns: [c[k]] }))))
  console.log(`\n${file} (${base.method}; the draft has ${baseLines} lines, repeated)`)
  console.log(`${"lines".padStart(8)}${kinds.map((k) => k.padStart(18)).join("")}`)
  cases.forEach((c, i) => {
    const cells = kinds.map((_, j) => {
      const s = stats[i * kinds.length + j]!
      return `${fmt(s.wall)} (${fmt(s.wallMin).trim()})`.padStart(18)
    })
    console.log(`${String(c.lines).padStart(8)}${cells.join("")}`)
  })
}
