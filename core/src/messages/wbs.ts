// WBS Builder and Execution Summary texts (waterfall.md §2, §8).

export const WBS_EMPTY_STATE = "No tasks yet. Load scope then Generate & Save (AI), or add via the row buttons."
export const FAILED_TO_LOAD_WBS = "Failed to load WBS"
export const WBS_CREATE_FAILED = "Create failed"
export const WBS_UPDATE_FAILED = "Update failed"
export const WBS_DELETE_FAILED = "Delete failed"
export const WBS_GENERATION_FAILED = "Generation failed"
export const WBS_RECALC_FAILED = "Recalc failed"
export const WBS_FAILED_TO_LOAD = "Failed to load"
export const WBS_SCOPE_LOADED = "Scope loaded"
export const WBS_FAILED_TO_LOAD_SCOPE = "Failed to load scope"
export const WBS_EXPORTED_CSV = "Exported CSV"
export const WBS_EXPORT_FAILED = "Export failed"
// Product-chosen: the spec gives the rule (a number of at least 0) without wording.
export const WBS_DURATION_INVALID = "Duration must be a number of at least 0."

export const wbsExportFailed = (status: number | string): string => `Export failed (${status})`
