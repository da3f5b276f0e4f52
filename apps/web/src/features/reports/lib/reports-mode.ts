// One Reports & Initiation Pack screen, two methods (waterfall.md §2 Reports, agile.md §2 Agile Reports).
import {
  AGILE_PACK_CONTENTS,
  AGILE_REPORT_DOCUMENTS,
  PACK_ENTRIES,
  REPORT_DOCUMENTS,
  type DocumentChoice,
  type ReportDocType
} from "../data/report-choices"

export type ReportsMode = "waterfall" | "agile"

export interface ReportsModeSpec {
  readonly eyebrow: string
  readonly title: string
  /** The API prefix: /reports for waterfall projects, /reports_agile for agile ones (docs/api.md). */
  readonly apiBase: "/reports" | "/reports_agile"
  readonly documents: ReadonlyArray<DocumentChoice>
  readonly firstDocument: ReportDocType
  /** What the pack ZIP holds, as the lead under Initiation Pack says it. */
  readonly packContents: ReadonlyArray<string>
}

export const REPORTS_MODES: Readonly<Record<ReportsMode, ReportsModeSpec>> = {
  waterfall: {
    eyebrow: "Waterfall · Reports",
    title: "Reports & Initiation Pack",
    apiBase: "/reports",
    documents: REPORT_DOCUMENTS,
    firstDocument: "pid",
    packContents: PACK_ENTRIES
  },
  agile: {
    eyebrow: "Agile · Reports",
    title: "Agile Reports & Initiation Pack",
    apiBase: "/reports_agile",
    documents: AGILE_REPORT_DOCUMENTS,
    firstDocument: "agile_overview",
    packContents: AGILE_PACK_CONTENTS
  }
}

export const reportsApiBase = (mode: ReportsMode = "waterfall"): string => REPORTS_MODES[mode].apiBase
