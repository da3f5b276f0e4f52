// Risk Register texts (waterfall.md §5, §8; agile.md §5, §8).

export const FAILED_TO_PREFILL_FROM_SCOPE = "Failed to prefill from scope."
export const FAILED_TO_PREFILL_FROM_AGILE_SCOPE = "Failed to prefill from Agile Scope."
export const FAILED_TO_GENERATE_RISKS = "Failed to generate risks."
export const FAILED_TO_ADD_MORE_RISKS = "Failed to add more risks."
export const RISK_DELETE_FAILED_RELOADING = "Delete failed; reloading list."
export const DELETE_RISK_CONFIRM = "Delete this risk?"
// Product-chosen: the spec requires these inputs without wording.
export const RISK_TITLE_REQUIRED = "Risk title is required."
export const RISK_GENERATE_NEEDS_CONTEXT = "Enter a project name and context first."
