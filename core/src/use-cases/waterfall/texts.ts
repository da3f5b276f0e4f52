// Product-chosen texts of the waterfall API (the spec gives the rule without wording).

export const STALE_VERSION = "This was changed elsewhere (another tab or device). Reload to get the latest version; your save was not applied."
export const RISK_NOT_FOUND = "Risk not found."
export const STAKEHOLDER_NOT_FOUND = "Stakeholder not found."
export const WBS_ITEM_NOT_FOUND = "WBS item not found."
export const MATRIX_NOT_FOUND = "Matrix image not found."
export const PARENT_NOT_FOUND = "The parent row does not exist in this WBS."
export const PARENT_CYCLE = "A row cannot be moved under itself or one of its children."
export const EXPAND_NEEDS_DRAFT = "Generate a draft first: Expand works on an existing summary."
export const WBS_GENERATE_NEEDS_CONTEXT = "Enter a project name and context text first."
export const SCOPE_TARGET_REQUIRED = "target_title is required to expand an item."
export const SCOPE_TARGET_NOT_FOUND = "No item with that title in the section."
