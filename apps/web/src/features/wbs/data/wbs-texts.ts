// Screen texts of the WBS Builder chosen by the product where the spec gives the idea but no wording
// (waterfall.md §2, §4); the spec's own messages come from core/src/messages/wbs.ts.

export const WBS_INITIATION_BANNER =
  "Generated schedules are high-level and for initiation only. Follow them with planning sessions with subject-matter experts."
export const WBS_CONTEXT_HINT = "Load from Scope replaces the text here. Generate & Save (AI) replaces the current tasks."
export const WBS_KEYS_HINT = "In a task name: Enter adds a sibling, Tab indents, Shift+Tab outdents. Press Esc, then Tab, to move on."
export const WBS_SAVED = "Saved"
export const WBS_DATES_RECALCULATED = "Dates recalculated"
/** Issue 37: a changed duration or links move the dependent dates as the edit is saved. */
export const WBS_SAVED_DATES_RECALCULATED = "Saved; dates recalculated"
export const wbsGenerated = (rows: number): string => `Generated ${rows} rows`
export const NEW_TASK_NAME = "New task"

/** waterfall.md §4: execution-summary save states. */
export const SUMMARY_STATES = {
  working: "Working…",
  saving: "Saving…",
  failed: "Save failed",
  unsaved: "Unsaved changes",
  saved: "Saved"
} as const
export type SummaryState = keyof typeof SUMMARY_STATES

export const SUMMARY_KEPT_LOCALLY = "Save failed: your text is kept in this browser and will be offered again next time."
export const SUMMARY_RESTORED = "Restored unsaved text kept in this browser. It saves when you edit or leave the field."
export const SUMMARY_EMPTY_HINT = "No summary yet. Generate a draft from the WBS, then edit it here. Expand adds detail once a draft exists."
export const SUMMARY_PHASE = "execution"
