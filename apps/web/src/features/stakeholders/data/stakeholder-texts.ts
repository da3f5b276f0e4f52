// Screen copy of the Stakeholders screen (waterfall.md §2); §5 and §8 texts come from core/src/messages/stakeholders.ts.

export const COLUMN_HINTS = {
  name: "Required",
  role: "Required",
  internal_external: "Required",
  org: "Optional"
} as const

export const STALE_RELOADED = "The list was reloaded with the latest version; make your change again if it is still needed."
export const DELETE_FAILED_RELOADED = "The list was reloaded from the server."
export const EMPTY_REGISTER = "No stakeholders yet. Add them with the form above, then let the AI recommend strategy and RACI."
export const SAVE_RULE_HINT = "Edits save when you leave a cell or press Enter; choices and ticks save at once."
export const MATRIX_IMAGE_ALT = "Stakeholder influence and interest matrix"
export const MATRIX_HINT = "The matrix image is drawn by the server from the rows below and saved with the project."
export const GRID_HINT = "Drawn live from the table. Focus a point (Tab) to read its name; Enter jumps to that row."
export const SUGGESTIONS_WAIT = "Nothing has changed yet: accept the suggestions you want beside each row."
export const SUGGESTIONS_LEAD = "Your values stay as you entered them until you accept a suggestion."
