import type { ProjectArtefacts } from "../../document/artefacts"
import type { ReportDocument } from "../../document/model"
import { assumedLines, withAssumptions } from "../../document/sections/assumptions-to-confirm"
import { packProvenance } from "../../drafting/provenance/pack-provenance"
import type { ProvenanceMap } from "../../drafting/provenance/provenance"

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
