// Issue 35: the optional "Assumptions to confirm" appendix of the PID (agile: the overview) and the SOW (off by
// default; `initpack pack|sow --with-assumptions`, the Reports screen's tick box): the drafted lines whose
// provenance is "assumed", with their module and why, for the project board to confirm or correct.
import type { ProjectArtefacts } from "../artefacts"
import type { ProvenanceMap } from "../../drafting/provenance/provenance"
import { REVIEW_MODULE_LABELS, reviewLines } from "../../rules/pack-review/review-lines"
import { col, heading, pageBreak, paragraph, table, type Block, type DocumentKind, type ReportDocument } from "../model"

/** The documents that take the appendix. */
export const ASSUMPTIONS_DOCUMENTS: ReadonlyArray<DocumentKind> = ["pid", "agile_overview", "sow"]

export const ASSUMPTIONS_TITLE = "Appendix: Assumptions to confirm"
export const ASSUMPTIONS_LEAD =
  "The drafted lines that rest on an assumption rather than on the brief, the method or a stated rate: confirm or correct each before the plan is baselined."
export const NO_ASSUMPTIONS = "No drafted line rests on an assumption."

export interface AssumedLine {
  readonly module: string
  readonly line: string
  readonly reason: string
}

/** The assumed lines of the artefacts, in the review screen's order, with their module's name. */
export const assumedLines = (artefacts: ProjectArtefacts, provenance: ProvenanceMap): ReadonlyArray<AssumedLine> =>
  reviewLines(artefacts).flatMap((l) => {
    const p = provenance[l.key]
    return p?.kind === "assumed" ? [{ module: REVIEW_MODULE_LABELS[l.module], line: l.text, reason: p.reason ?? "" }] : []
  })

/** The appendix: a page break, its heading, a lead and one table row per assumed line. */
export const assumptionsBlocks = (lines: ReadonlyArray<AssumedLine>): ReadonlyArray<Block> => [
  pageBreak,
  heading(1, ASSUMPTIONS_TITLE),
  paragraph(ASSUMPTIONS_LEAD),
  lines.length === 0
    ? paragraph(NO_ASSUMPTIONS)
    : table(
        [col("Module", 1), col("Line", 3), col("Why it is assumed", 3)],
        lines.map((l) => [l.module, l.line, l.reason.charAt(0).toUpperCase() + l.reason.slice(1)])
      )
]

/** The document with the appendix at its end when it is one of ASSUMPTIONS_DOCUMENTS; else unchanged. */
export const withAssumptions = (document: ReportDocument, lines: ReadonlyArray<AssumedLine>): ReportDocument =>
  ASSUMPTIONS_DOCUMENTS.includes(document.kind) ? { ...document, blocks: [...document.blocks, ...assumptionsBlocks(lines)] } : document
