// platform.md §5, §9: 1 to 10 bundles per purchase; each bundle adds 2 project creations.

export const TOPUP_MIN_BUNDLES = 1
export const TOPUP_MAX_BUNDLES = 10
export const PROJECTS_PER_BUNDLE = 2
/** Admin quick top-up grants one bundle (+2 projects). */
export const ADMIN_QUICK_TOPUP_BUNDLES = 1

/**
 * Top-up price per bundle. The spec gives USD 20 in one place and USD 30 in another; we charge USD 20:
 * it equals the monthly plan's own per-project rate ($40 / 4 projects x 2 projects), and when the sources
 * disagree we would rather undercharge than overcharge.
 */
export const TOPUP_BUNDLE_PRICE_CENTS = 2000

/** Bundles from user input (e.g. ?bundles=): non-numeric or below 1 -> 1, above 10 -> 10, fractions down. */
export const clampBundles = (input: unknown): number => {
  const n = typeof input === "number" ? input : typeof input === "string" && input.trim() !== "" ? Number(input) : NaN
  if (Number.isNaN(n)) return TOPUP_MIN_BUNDLES
  return Math.min(TOPUP_MAX_BUNDLES, Math.max(TOPUP_MIN_BUNDLES, Math.floor(n)))
}

export const topupProjects = (bundles: number): number => PROJECTS_PER_BUNDLE * bundles

export const topupPriceCents = (bundles: number): number => TOPUP_BUNDLE_PRICE_CENTS * clampBundles(bundles)
