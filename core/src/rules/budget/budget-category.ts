/**
 * Which subtotal a budget line's category feeds (waterfall.md §3 budget totals):
 * Labour (or Labor) -> labour_subtotal; External / Third-party / Vendor -> external_subtotal;
 * Contingency -> none (contingency is derived from the subtotals, never summed as a line);
 * any other category (Deliverable, Software, Hardware, One-off, blank) -> deliverable_subtotal.
 * Matching ignores case, spaces, "-" and "_".
 */
export type BudgetBucket = "labour" | "deliverable" | "external" | "contingency"

const key = (category: string | null | undefined): string => (category ?? "").toLowerCase().replace(/[\s_-]+/g, "")

export function budgetBucket(category: string | null | undefined): BudgetBucket {
  const k = key(category)
  if (k === "labour" || k === "labor") return "labour"
  if (k === "external" || k === "thirdparty" || k === "vendor") return "external"
  if (k === "contingency") return "contingency"
  return "deliverable"
}

/** The External bucket (External, Third-party, Vendor) gives CAPEX in the cost-type fallback. */
export const isExternalCategory = (category: string | null | undefined): boolean => budgetBucket(category) === "external"
