// Agile API answers the spec gives no wording for (product-chosen). Spec texts come from core/src/messages.

export const STALE_WRITE = "This was changed elsewhere since you loaded it. Reload to see the latest version; your edit was not saved."
export const NOT_AN_AGILE_PROJECT = "This project uses the waterfall method; agile modules need an agile project."
export const TASK_NOT_FOUND = "Task not found."
export const EPICS_NEEDED = "Add or generate epics before generating stories."
export const UNKNOWN_SCOPE_SECTION = "Unknown agile scope section."
export const TARGET_TITLE_REQUIRED = "target_title is required to expand an item."
export const INVALID_BASE_START = "base_start must be a date as YYYY-MM-DD."
export const NO_SCHEDULE = "No schedule yet."
export const NO_BUDGET = "No budget yet. Generate the budget first."
