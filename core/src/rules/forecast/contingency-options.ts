/** How the budget's contingency is set (docs/forecast.md); the flat percentage is the spec's default (waterfall.md §5). */
export const CONTINGENCY_METHODS = ["percentage", "risk_exposure", "simulated_p80"] as const
export type ContingencyMethod = (typeof CONTINGENCY_METHODS)[number]
export const DEFAULT_CONTINGENCY_METHOD: ContingencyMethod = "percentage"

export const CONTINGENCY_METHOD_LABELS: Record<ContingencyMethod, string> = {
  percentage: "Flat percentage",
  risk_exposure: "Risk exposure (EMV)",
  simulated_p80: "Simulated P80 minus base cost"
}

export interface ContingencyOption {
  readonly method: ContingencyMethod
  readonly label: string
  readonly amount: number
  readonly basis: string
}

const round2 = (x: number): number => Math.round(x * 100) / 100

/**
 * The three contingency figures side by side: percentage x base subtotal; the risks' EMV (sum of
 * probability x cost impact); the simulated P80 cost minus the base cost (never below 0).
 */
export const contingencyOptions = (args: {
  readonly baseCost: number
  readonly contingencyPct: number
  readonly exposure: number
  readonly p80Cost: number
}): Array<ContingencyOption> => {
  const pct = Number.isFinite(args.contingencyPct) && args.contingencyPct > 0 ? args.contingencyPct : 0
  return [
    { method: "percentage", label: CONTINGENCY_METHOD_LABELS.percentage, amount: round2(pct * args.baseCost), basis: `${round2(pct * 100)}% of the base cost` },
    { method: "risk_exposure", label: CONTINGENCY_METHOD_LABELS.risk_exposure, amount: round2(args.exposure), basis: "sum of probability x cost impact over the risks" },
    { method: "simulated_p80", label: CONTINGENCY_METHOD_LABELS.simulated_p80, amount: round2(Math.max(0, args.p80Cost - args.baseCost)), basis: "P80 of the simulated cost minus the base cost" }
  ]
}

export const isContingencyMethod = (s: unknown): s is ContingencyMethod => (CONTINGENCY_METHODS as ReadonlyArray<unknown>).includes(s)
