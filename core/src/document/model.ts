// Neutral document model: what a report says, not how a format draws it.
import type { AgileDocType, Methodology, WaterfallDocType } from "../schemas/enum-lists"

export interface Inline {
  readonly text: string
  readonly bold?: boolean
  readonly italic?: boolean
}

export interface TableColumn {
  readonly header: string
  /** Relative width weight; renderers scale the weights to the page width. */
  readonly width: number
  readonly align?: "left" | "right"
}

export interface HeatMapChart {
  readonly _tag: "RiskHeatMap"
  /** counts[likelihood - 1][impact - 1], each 1..5 */
  readonly counts: ReadonlyArray<ReadonlyArray<number>>
}

export interface StakeholderGridChart {
  readonly _tag: "StakeholderGrid"
  readonly points: ReadonlyArray<{ readonly label: string; readonly influence: number; readonly interest: number }>
}

export type GanttRowKind = "phase" | "task" | "sprint" | "milestone" | "gate"

export interface GanttChart {
  readonly _tag: "Gantt"
  /** Dates as YYYY-MM-DD; milestones and gates have start = end. */
  readonly rows: ReadonlyArray<{
    readonly label: string
    readonly start: string
    readonly end: string
    readonly kind: GanttRowKind
    readonly depth: number
    /** issue 22: on the critical path (total float 0) */
    readonly critical?: boolean
  }>
  /** issue 22: task links between the rows drawn (positions in `rows`), critical ones on the critical path */
  readonly links?: ReadonlyArray<{ readonly from: number; readonly to: number; readonly type: "FS" | "SS" | "FF" | "SF"; readonly critical: boolean }>
}

export interface BudgetBreakdownChart {
  readonly _tag: "BudgetBreakdown"
  readonly currency: string
  readonly bars: ReadonlyArray<{ readonly label: string; readonly capex: number; readonly opex: number }>
}

/** issue 23: the S-curve of a simulated finish or cost (share of iterations at or below each value), P50 and P80 marked. */
export interface ForecastCurveChart {
  readonly _tag: "ForecastCurve"
  readonly measure: "finish" | "cost"
  /** "working days" or the currency */
  readonly unit: string
  readonly points: ReadonlyArray<{ readonly p: number; readonly value: number }>
  readonly markers: ReadonlyArray<{ readonly label: string; readonly p: number; readonly value: number; readonly text: string }>
  /** the plan's (deterministic) value */
  readonly base: number
}

export type Chart = HeatMapChart | StakeholderGridChart | GanttChart | BudgetBreakdownChart | ForecastCurveChart

export type Block =
  | { readonly _tag: "Heading"; readonly level: 1 | 2 | 3; readonly text: string }
  | { readonly _tag: "Paragraph"; readonly inlines: ReadonlyArray<Inline> }
  | { readonly _tag: "List"; readonly ordered: boolean; readonly items: ReadonlyArray<ReadonlyArray<Inline>> }
  | {
      readonly _tag: "Table"
      readonly columns: ReadonlyArray<TableColumn>
      readonly rows: ReadonlyArray<ReadonlyArray<string>>
    }
  | { readonly _tag: "KeyValue"; readonly entries: ReadonlyArray<{ readonly key: string; readonly value: string }> }
  | { readonly _tag: "Chart"; readonly chart: Chart; readonly caption: string }
  | { readonly _tag: "Callout"; readonly tone: "note" | "warning" | "missing"; readonly text: string }
  | { readonly _tag: "PageBreak" }

export type DeliveryMethod = Methodology

/** The report doc types of either method, plus the Lean Business Case of the agile pack. */
export type DocumentKind = WaterfallDocType | AgileDocType | "lean_business_case"

/** Report meta (waterfall.md §3, agile.md §3). */
export interface DocumentMeta {
  readonly generated_at: string
  readonly template_version: string
  readonly source_hash: string
}

export interface ReportDocument {
  readonly kind: DocumentKind
  readonly method: DeliveryMethod
  readonly title: string
  readonly projectName: string
  readonly meta: DocumentMeta
  readonly blocks: ReadonlyArray<Block>
  /** issue 36: how many leading blocks are read before the contents (the approval page); a table of contents follows them */
  readonly frontMatter?: number
}

// Small constructors keep the builders terse.
export const heading = (level: 1 | 2 | 3, text: string): Block => ({ _tag: "Heading", level, text })
export const paragraph = (...inlines: ReadonlyArray<Inline | string>): Block => ({
  _tag: "Paragraph",
  inlines: inlines.map((i) => (typeof i === "string" ? { text: i } : i))
})
export const bold = (text: string): Inline => ({ text, bold: true })
export const italic = (text: string): Inline => ({ text, italic: true })
export const bullets = (items: ReadonlyArray<string | ReadonlyArray<Inline>>, ordered = false): Block => ({
  _tag: "List",
  ordered,
  items: items.map((i) => (typeof i === "string" ? [{ text: i }] : i))
})
export const table = (
  columns: ReadonlyArray<TableColumn | string>,
  rows: ReadonlyArray<ReadonlyArray<string>>
): Block => ({
  _tag: "Table",
  columns: columns.map((c) => (typeof c === "string" ? { header: c, width: 1 } : c)),
  rows
})
export const col = (header: string, width = 1, align: "left" | "right" = "left"): TableColumn => ({ header, width, align })
export const keyValue = (entries: ReadonlyArray<readonly [string, string]>): Block => ({
  _tag: "KeyValue",
  entries: entries.map(([key, value]) => ({ key, value }))
})
export const chart = (c: Chart, caption: string): Block => ({ _tag: "Chart", chart: c, caption })
export const callout = (tone: "note" | "warning" | "missing", text: string): Block => ({ _tag: "Callout", tone, text })
export const missing = (text: string): Block => callout("missing", text)
export const pageBreak: Block = { _tag: "PageBreak" }
