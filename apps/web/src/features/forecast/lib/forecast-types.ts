// The answer of POST /api/forecast/run as the Forecast panel reads it (docs/forecast.md).

export type ContingencyMethod = "percentage" | "risk_exposure" | "simulated_p80"
export type PercentileKey = "P10" | "P50" | "P80" | "P90" | "P95"

export interface CurvePoint {
  readonly p: number
  readonly value: number
}
export interface HistogramBin {
  readonly from: number
  readonly to: number
  readonly count: number
}

export interface ForecastAnswer {
  readonly iterations: number
  readonly seed: number
  readonly distribution: string
  readonly currency: string
  readonly base: { readonly finish: { readonly days: number; readonly date: string }; readonly cost: number }
  readonly finish: {
    readonly percentiles: Record<PercentileKey, { readonly days: number; readonly date: string }>
    readonly histogram: ReadonlyArray<HistogramBin>
    readonly sCurve: ReadonlyArray<CurvePoint>
    readonly onTime: number
  }
  readonly cost: {
    readonly percentiles: Record<PercentileKey, number>
    readonly histogram: ReadonlyArray<HistogramBin>
    readonly sCurve: ReadonlyArray<CurvePoint>
    readonly withinBase: number
  }
  readonly drivers: ReadonlyArray<{ readonly kind: "task" | "risk"; readonly id: string; readonly label: string; readonly finish: number; readonly cost: number }>
  readonly contingency: ReadonlyArray<{ readonly method: ContingencyMethod; readonly label: string; readonly amount: number; readonly basis: string }>
  readonly contingency_method: ContingencyMethod
  readonly contingency_method_version: number
}
