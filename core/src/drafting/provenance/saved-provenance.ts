// A saved project's lines matched to the provenance saved with them (issue 35). A line is matched by its module
// and its text as saved, so a line edited since, or added by hand, has none; WBS rows and schedule tasks are
// matched by their task alone: a saved project renumbers them, and an edit elsewhere moves their dates.
import type { ProjectArtefacts } from "../../document/artefacts"
import { reviewLines, type ReviewLine } from "../../rules/pack-review/review-lines"
import type { Provenance, ProvenanceMap } from "./provenance"

export interface SavedLine {
  readonly module: string
  readonly text: string
  readonly provenance: Provenance
}

const matchKey = (module: string, text: string): string =>
  `${module}\u0000${module === "wbs" ? text.replace(/^\S+\s+/, "").replace(/ \([\d.]+ days\)$/, "") : module === "schedule" ? text.replace(/ \(to [^)]*\)$/, "") : text}`

/** The provenance of each review line of the saved artefacts that still reads as it was saved. */
export const savedProvenanceMap = (artefacts: ProjectArtefacts, saved: ReadonlyArray<SavedLine>): ProvenanceMap => {
  const queues = new Map<string, Array<Provenance>>()
  for (const s of saved) {
    const k = matchKey(s.module, s.text)
    const queue = queues.get(k)
    if (queue) queue.push(s.provenance)
    else queues.set(k, [s.provenance])
  }
  const out: Record<string, Provenance> = {}
  for (const line of reviewLines(artefacts)) {
    const p = queues.get(matchKey(line.module, line.text))?.shift()
    if (p) out[line.key] = p
  }
  return out
}

/** Assumed lines per module ("risks" -> 2). */
export const assumedCounts = (lines: ReadonlyArray<Pick<ReviewLine, "module"> & { readonly provenance: Provenance }>): Readonly<Record<string, number>> => {
  const out: Record<string, number> = {}
  for (const l of lines) if (l.provenance.kind === "assumed") out[l.module] = (out[l.module] ?? 0) + 1
  return out
}
