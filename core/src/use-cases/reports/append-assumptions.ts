import * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "../../document/artefacts"
import type { ReportDocument } from "../../document/model"
import { assumedLines, withAssumptions } from "../../document/sections/assumptions-to-confirm"
import { packProvenance } from "../../drafting/provenance/pack-provenance"
import type { ProvenanceMap } from "../../drafting/provenance/provenance"
import { savedProvenanceMap } from "../../drafting/provenance/saved-provenance"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"

/**
 * The documents of a report request with the "Assumptions to confirm" appendix (issue 35): the PID, the agile
 * overview and the SOW get it; the others are unchanged. The provenance is the saved one when there is one.
 */
export const assumptionsAppender = (
  artefacts: ProjectArtefacts,
  wanted: boolean,
  provenance?: ProvenanceMap
): ((document: ReportDocument) => ReportDocument) => {
  if (!wanted) return (document) => document
  const lines = assumedLines(artefacts, provenance ?? packProvenance(artefacts))
  return (document) => withAssumptions(document, lines)
}

/**
 * The provenance saved with a project drafted from a brief, matched to its lines as they read now; undefined
 * for a project saved otherwise (or not wanted), which is then read from its content alone.
 */
export const savedProvenanceOf = (artefacts: ProjectArtefacts, wanted: boolean) =>
  Effect.gen(function* () {
    const id = (artefacts.project as { readonly id?: unknown }).id
    if (!wanted || typeof id !== "number") return undefined
    const saved = yield* (yield* LineProvenanceRepository).list(id)
    return saved.length === 0 ? undefined : savedProvenanceMap(artefacts, saved)
  })
