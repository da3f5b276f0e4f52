export const COST_TYPES = ["CAPEX", "OPEX"] as const
export type CostType = (typeof COST_TYPES)[number]

/** An explicit cost type in any case ("capex", " Opex "); anything else is not one. */
export function parseCostType(value: string | null | undefined): CostType | undefined {
  const upper = value?.trim().toUpperCase()
  return upper === "CAPEX" || upper === "OPEX" ? upper : undefined
}
