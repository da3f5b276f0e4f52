// Agile module texts (agile.md §2, §4, §5, §8).

export const QUICK_DRAFT_SUMMARY_REQUIRED = "Please provide a short project summary before generating."
export const BACKLOG_FAILED_TO_LOAD = "Failed to load."
export const AI_FAILED_TO_GENERATE_EPICS = "AI failed to generate epics."
export const AI_FAILED_TO_GENERATE_STORIES = "AI failed to generate stories."
export const AUTO_PLAN_FAILED = "Auto-plan failed."
export const FAILED_TO_LOAD_SCHEDULE = "Failed to load schedule."
export const SCHEDULE_SAVE_FAILED = "Save failed"
export const SCHEDULE_ADD_FAILED = "Add failed"
export const SCHEDULE_INDENT_FAILED = "Indent failed"
export const SCHEDULE_OUTDENT_FAILED = "Outdent failed"
export const SCHEDULE_DELETE_FAILED = "Delete failed"
export const SCHEDULE_GENERATE_FAILED = "Failed to generate plan"
export const SCHEDULE_RECALC_FAILED = "Recalc failed"
export const SCHEDULE_SUGGEST_FAILED = "Suggest failed"
export const SCHEDULE_EMPTY_STATE = "No schedule yet."
export const SCHEDULE_INDENTED = "Indented"
export const SCHEDULE_OUTDENTED = "Outdented"
export const SCHEDULE_DELETED = "Deleted"
export const SCHEDULE_PLAN_GENERATED = "Plan generated"
export const SCHEDULE_RECALCULATED = "Schedule recalculated"
export const SCHEDULE_RESOURCES_SUGGESTED = "Resources suggested"
export const SAVING = "Saving…"
// Product-chosen: the spec requires these inputs without wording.
export const EPIC_NAME_REQUIRED = "Epic name is required."
export const STORY_AS_A_AND_I_WANT_REQUIRED = "As a and I want are required."

export const personasAiFailed = (status: number | string): string => `Personas AI failed (${status})`
export const backlogLoadFailed = (status: number | string): string => `Backlog load failed (${status})`
export const agileSavedAt = (time: string): string => `Saved ${time}`
