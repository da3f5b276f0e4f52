// Budget texts (waterfall.md §4, §5; agile.md §4, §5, §8).

export const BUDGET_PROJECT_NAME_REQUIRED = "Project name is required."
export const BUDGET_PROJECT_NAME_REQUIRED_TO_EXPORT = "Project name is required to export."
export const PENDING_EDITS_WATERFALL = "Pending edits not saved until saved"
export const PENDING_EDITS_AGILE = "Pending edits not saved until Save & Recalculate."

/** Amber warning listing the ticked extras whose specifics are empty, e.g. "software specifics". */
export const missingOptionalDetails = (missing: ReadonlyArray<string>): string =>
  `Missing optional details: ${missing.join(", ")}`
