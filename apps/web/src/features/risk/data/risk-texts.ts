// Screen copy of the Risk Register (waterfall.md §2); error texts come from core/src/messages/risk.ts.

export const REGENERATE_HINT = "Regenerating the register replaces every risk, including risks you added manually."
export const NO_SCOPE_FOR_CONTEXT = "No saved scope found for this project. Build the scope first, or describe the project here."
export const CONTEXT_FROM_SCOPE = "Project Context refreshed from the saved scope."
export const EMPTY_REGISTER = "No risks yet. Add context above and choose AI Generate Risk Register, or add a risk below."
export const STALE_RELOADED = "The list was reloaded with the latest version; make your change again if it is still needed."
