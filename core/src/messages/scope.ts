// Scope Builder texts (waterfall.md §4, §5, §8).

export const ENTER_PROJECT_NAME_FIRST = "Enter a project name first."
export const FILL_SETUP_FIRST = "Fill project + setup fields first."
export const NO_SAVED_SCOPE = "No saved scope found."
export const NO_SAVED_SCOPE_FOR_PROJECT = "No saved scope found for this project"
export const FAILED_TO_GENERATE_SCOPE = "Failed to generate scope."
export const FAILED_TO_LOAD_LATEST_SCOPE = "Failed to load latest scope."
export const SAVE_FAILED = "Save failed."
export const SAVE_BACKGROUND_FAILED = "Save background failed."
export const BACKGROUND_GENERATION_FAILED = "Background generation failed."
export const FAILED_TO_GENERATE_MORE_KPIS = "Failed to generate more KPIs."
export const FAILED_TO_IMPROVE_IN_SCOPE = "Failed to improve In Scope."
// Product-chosen: the spec requires a trimmed title for a manual add without wording.
export const SCOPE_ITEM_TITLE_REQUIRED = "Title is required."
export const SCOPE_BACKGROUND_NOT_ITEMS = "Items cannot be added to Background & Drivers."

export const noAdditionalKpis = (goal: string): string => `No additional KPIs available for "${goal}".`
export const savedAt = (time: string): string => `Saved at ${time}`
export const autoSavedAt = (time: string): string => `Auto-saved at ${time}`
export const addOnlyFailed = (status: number | string): string => `Add-only failed: ${status}`
export const expandOneFailed = (status: number | string): string => `Expand-one failed: ${status}`
export const loadFailed = (status: number | string): string => `Load failed (${status})`
export const saveFailed = (status: number | string): string => `Save failed (${status})`
export const expandFailed = (status: number | string): string => `Expand failed (${status})`
export const aiRequestFailed = (status: number | string): string => `AI request failed (${status})`
export const generateFailed = (status: number | string): string => `Generate failed (${status})`
