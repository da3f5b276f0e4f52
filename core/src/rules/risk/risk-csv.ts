import type { CsvTable } from "./csv-table"
import { riskRag } from "./risk-rag"
import { toScaleLabel, type ScaleInput } from "./risk-scale"

// waterfall.md §9, agile.md §9: exact column order.
export const RISK_CSV_COLUMNS = [
  "id",
  "title",
  "description",
  "category",
  "likelihood",
  "impact",
  "rag_score",
  "rag_label",
  "mitigation",
  "contingency",
  "status",
  "created_at"
] as const

type Text = string | null | undefined

export interface RiskCsvInput {
  readonly id?: string | number | null
  readonly title: string
  readonly description?: Text
  readonly category?: Text
  readonly likelihood: ScaleInput | null | undefined
  readonly impact: ScaleInput | null | undefined
  readonly mitigation?: Text
  readonly contingency?: Text
  readonly status?: Text
  readonly created_at?: string | Date | null
}

const text = (value: string | number | null | undefined): string => (value == null ? "" : String(value))

// Likelihood and impact are written as their canonical label ("High"); an off-scale value is kept as given.
const scaleCell = (value: ScaleInput | null | undefined): string => toScaleLabel(value) ?? text(value)

const dateCell = (value: string | Date | null | undefined): string => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString()
  return text(value)
}

/** The risk register as a table; rag_score and rag_label are blank when the risk is not rated on the scale. */
export function riskCsvTable(risks: ReadonlyArray<RiskCsvInput>): CsvTable {
  return {
    header: [...RISK_CSV_COLUMNS],
    numeric: ["rag_score"],
    rows: risks.map((risk) => {
      const rag = riskRag(risk)
      return [
        text(risk.id),
        risk.title,
        text(risk.description),
        text(risk.category),
        scaleCell(risk.likelihood),
        scaleCell(risk.impact),
        rag === undefined ? "" : String(rag.score),
        rag?.label ?? "",
        text(risk.mitigation),
        text(risk.contingency),
        text(risk.status),
        dateCell(risk.created_at)
      ]
    })
  }
}
