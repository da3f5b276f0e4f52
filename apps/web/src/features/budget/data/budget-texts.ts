// Budget screen texts that are not in core's messages (waterfall.md §2 Budget).

export const KNOWN_COSTS_HINT = "Only rows with a cost above 0 are sent. Suggestions come from the scope deliverables and, when ticked, product-like WBS tasks."
export const AGILE_KNOWN_COSTS_HINT = "Only rows with a cost above 0 are sent. With Include WBS suggestions ticked, product-like tasks of the Agile Schedule are suggested."
export const AGILE_NO_PM_SM = "Project Manager and Scrum Master lines are priced over the schedule's weeks at their allocation."
export const ADD_ITEM_TITLE = "Add a known one-off cost"
export const ADD_ITEM_LABEL = "Deliverable or purchase"
export const NO_RESULT = "No budget yet. Set the options above, then AI Generate Budget."
export const STALE_RELOADED = "The budget was reloaded with the saved version."
export const ROUGH_NOTE = "Free plan: the budget is rough. Labour and known one-off costs are priced; drafted extras and cost-type changes need a paid plan."
export const DRAFTS_NOTE = "Budgets are drafts for initiation: check rates and quotes before committing."
export const alreadyListed = (name: string): string => `“${name}” is already listed.`
export const generatedNotice = (lines: number): string => `Generated a budget of ${lines} line${lines === 1 ? "" : "s"}.`
export const SAVED_NOTICE = "Cost types saved and CapEx/OpEx recalculated."
/** Issue 37: Save & Recalculate says what changed; cost types alone move money between CapEx and OpEx, never the total. */
export const savedTotalsNotice = (before: { readonly total: string; readonly contingency: number }, after: { readonly total: string; readonly contingency: number }): string =>
  before.contingency !== after.contingency
    ? `Saved: contingency ${before.contingency} -> ${after.contingency}; total ${before.total} -> ${after.total}.`
    : `${SAVED_NOTICE} The total stays ${after.total}: cost types move amounts between CapEx and OpEx, not the total.`
