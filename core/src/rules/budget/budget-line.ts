/** A budget line as stored or returned (waterfall.md §3, agile.md §3), structurally. */
export interface BudgetLineInput {
  readonly id?: string | number | null
  readonly category?: string | null
  readonly item?: string | null
  readonly estimated_cost?: number | string | null
  readonly justification?: string | null
  readonly cost_type?: string | null
  readonly phase?: string | null
  /** A labour phase/sprint rollup: its cost type is fixed to OPEX (waterfall.md §4). */
  readonly rollup?: boolean | null
}
