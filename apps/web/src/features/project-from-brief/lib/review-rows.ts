// The review screen's lists and figures (issue 35), kept apart from React so a tick stays cheap at 10,000 lines
// (bench/web-review.ts): the rows are grouped once per draft; a tick recomputes the totals from the budget and the
// plan alone and the counts from the unticked keys, never a pass over every line per line.
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { ProvenanceKind, ProvenanceMap } from "@initpack/core/drafting/provenance/provenance"
import { reviewModules, reviewTotals, withoutLines, type ReviewLine, type ReviewModule } from "@initpack/core/rules/pack-review/review-lines"

export const PROVENANCE_KINDS: ReadonlyArray<ProvenanceKind> = ["brief", "knowledge", "computed", "assumed"]

export interface ModuleRows {
  readonly module: ReviewModule
  readonly lines: ReadonlyArray<ReviewLine>
  /** The module's lines whose provenance is assumed (the filter's list). */
  readonly assumed: ReadonlyArray<ReviewLine>
  /** Lines per kind, kinds without lines left out. */
  readonly counts: ReadonlyArray<readonly [ProvenanceKind, number]>
}

export interface ReviewRows {
  readonly modules: ReadonlyArray<ModuleRows>
  readonly total: number
  /** The module of each assumed line, for the counts of those still ticked. */
  readonly assumedModule: ReadonlyMap<string, ReviewModule>
  readonly keys: ReadonlySet<string>
  /** Only what the totals read (the budget, the WBS and the schedule): a tick rebuilds this, not the whole draft. */
  readonly totalsPart: ProjectArtefacts
}

export const kindOf = (provenance: ProvenanceMap, line: ReviewLine): ProvenanceKind => provenance[line.key]?.kind ?? "knowledge"

/** Every line grouped by module in the method's order, with its counts: once per draft. */
export const reviewRows = (draft: ProjectArtefacts, method: "waterfall" | "agile", lines: ReadonlyArray<ReviewLine>, provenance: ProvenanceMap): ReviewRows => {
  const byModule = new Map<ReviewModule, Array<ReviewLine>>()
  for (const line of lines) {
    const list = byModule.get(line.module)
    if (list) list.push(line)
    else byModule.set(line.module, [line])
  }
  const assumedModule = new Map<string, ReviewModule>()
  const modules = reviewModules(method).flatMap((module): Array<ModuleRows> => {
    const all = byModule.get(module) ?? []
    if (all.length === 0) return []
    const tally = new Map<ProvenanceKind, number>()
    const assumed: Array<ReviewLine> = []
    for (const line of all) {
      const kind = kindOf(provenance, line)
      tally.set(kind, (tally.get(kind) ?? 0) + 1)
      if (kind === "assumed") (assumed.push(line), assumedModule.set(line.key, module))
    }
    const counts = PROVENANCE_KINDS.flatMap((k) => (tally.get(k) ? [[k, tally.get(k)!] as const] : []))
    return [{ module, lines: all, assumed, counts }]
  })
  const totalsPart: ProjectArtefacts = { project: draft.project, budget: draft.budget, wbs: draft.wbs, schedule: draft.schedule }
  return { modules, total: lines.length, assumedModule, keys: new Set(lines.map((l) => l.key)), totalsPart }
}

export interface ReviewSummary {
  readonly budgetTotal: number | null
  readonly currency: string
  readonly finish: string | null
  /** Lines still ticked. */
  readonly kept: number
  /** Assumed lines still ticked per module. */
  readonly assumedTicked: Readonly<Partial<Record<ReviewModule, number>>>
}

/** The figures after a tick: the budget total and finish of the kept lines (the server's removal rules), the counts. */
export const reviewSummary = (rows: ReviewRows, removed: ReadonlySet<string>): ReviewSummary => {
  const totals = reviewTotals(withoutLines(rows.totalsPart, [...removed]))
  let unticked = 0
  const assumedGone = new Map<ReviewModule, number>()
  for (const key of removed) {
    if (rows.keys.has(key)) unticked++
    const module = rows.assumedModule.get(key)
    if (module) assumedGone.set(module, (assumedGone.get(module) ?? 0) + 1)
  }
  const assumedTicked: Partial<Record<ReviewModule, number>> = {}
  for (const m of rows.modules) if (m.assumed.length > 0) assumedTicked[m.module] = m.assumed.length - (assumedGone.get(m.module) ?? 0)
  return { ...totals, kept: rows.total - unticked, assumedTicked }
}

/** The set after one tick changed (a new set: React state). */
export const toggled = (removed: ReadonlySet<string>, key: string, ticked: boolean): ReadonlySet<string> => {
  const next = new Set(removed)
  if (ticked) next.delete(key)
  else next.add(key)
  return next
}
