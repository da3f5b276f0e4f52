// The Reports & Initiation Pack choices (waterfall.md §2, §9; agile.md §2, §9) and the file each download must be (§8).

export type WaterfallDocType = "pid" | "stakeholders_raci" | "raid" | "budget_summary" | "comms_plan"
export type AgileDocType = "agile_overview" | "stakeholders_raci" | "agile_roadmap_plan" | "raid" | "budget_summary" | "comms_plan"
export type ReportDocType = WaterfallDocType | AgileDocType
export interface DocumentChoice {
  readonly value: ReportDocType
  readonly label: string
}
export type FileFormat = "pdf" | "docx"
export type PackFormat = "pdf" | "html" | "docx"

/** §2 Document choices; the titles are the documents' own (core's catalog). */
export const REPORT_DOCUMENTS: ReadonlyArray<DocumentChoice> = [
  { value: "pid", label: "Project Charter / PID" },
  { value: "stakeholders_raci", label: "Stakeholders & RACI" },
  { value: "raid", label: "RAID / Risk Summary" },
  { value: "budget_summary", label: "Budget Summary" },
  { value: "comms_plan", label: "Comms Plan 1-pager" }
]

/** agile.md §2 Document choices, with the titles of core's catalog (raid 'RAID / Risk Summary', budget_summary 'Budget (Agile)'). */
export const AGILE_REPORT_DOCUMENTS: ReadonlyArray<DocumentChoice> = [
  { value: "agile_overview", label: "Agile Overview" },
  { value: "stakeholders_raci", label: "Stakeholders & RACI" },
  { value: "agile_roadmap_plan", label: "Roadmap & Plan" },
  { value: "raid", label: "RAID / Risk Summary" },
  { value: "budget_summary", label: "Budget (Agile)" },
  { value: "comms_plan", label: "Comms Plan 1-pager" }
]

/** §9 Reports pack ZIP formats. */
export const PACK_FORMATS: ReadonlyArray<{ readonly value: PackFormat; readonly label: string }> = [
  { value: "pdf", label: "PDF ZIP" },
  { value: "html", label: "HTML ZIP" },
  { value: "docx", label: "Word ZIP" }
]

export const PDF_TYPE = "application/pdf"
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
export const ZIP_TYPE = "application/zip"

export const FILE_TYPES: Readonly<Record<FileFormat, string>> = { pdf: PDF_TYPE, docx: DOCX_TYPE }

/** Pack ZIP entries, in the server's fixed order (docs/reports.md). */
export const PACK_ENTRIES = ["01-pid", "02-stakeholders-raci", "03-raid", "04-budget-summary", "05-comms-plan", "06-sow"] as const

/** agile.md §2: the agile pack holds Overview, Lean BC, Stakeholders, Roadmap & Plan, RAID, Budget and Comms (then the SOW). */
export const AGILE_PACK_ENTRIES = [
  "01-overview",
  "02-lean-business-case",
  "03-stakeholders-raci",
  "04-roadmap-plan",
  "05-raid",
  "06-budget",
  "07-comms-plan",
  "08-sow"
] as const
export const AGILE_PACK_CONTENTS = ["Overview", "Lean BC", "Stakeholders", "Roadmap & Plan", "RAID", "Budget", "Comms", "SOW"] as const

export const isReportDocType = (value: string, choices: ReadonlyArray<DocumentChoice> = REPORT_DOCUMENTS): value is ReportDocType =>
  choices.some((d) => d.value === value)
export const isPackFormat = (value: string): value is PackFormat => PACK_FORMATS.some((f) => f.value === value)
