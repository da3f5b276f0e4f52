import { missingOptionalDetails } from "../../messages/budget"

export type BudgetApproach = "waterfall" | "agile"

export interface ScopeExtrasFlags {
  readonly has_software?: boolean | null
  readonly has_hardware?: boolean | null
  readonly has_third_party?: boolean | null
}

export interface ScopeExtrasText {
  readonly software?: string | null
  readonly hardware?: string | null
  readonly third_party?: string | null
}

/**
 * The amber warning (waterfall.md §5, agile.md §5): for each ticked extra whose specifics are blank,
 * in the order software, hardware, third-party. Agile has no hardware extra, so it is never listed
 * there. Undefined when nothing is missing.
 */
export function missingExtrasWarning(
  flags: ScopeExtrasFlags,
  text: ScopeExtrasText,
  approach: BudgetApproach
): string | undefined {
  const blank = (value: string | null | undefined): boolean => (value ?? "").trim() === ""
  const missing: string[] = []
  if (flags.has_software === true && blank(text.software)) missing.push("software specifics")
  if (approach === "waterfall" && flags.has_hardware === true && blank(text.hardware)) missing.push("hardware specifics")
  if (flags.has_third_party === true && blank(text.third_party)) missing.push("third-party specifics")
  return missing.length === 0 ? undefined : missingOptionalDetails(missing)
}
