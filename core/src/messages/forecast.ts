// Product-chosen texts of the forecast (issue 23, docs/forecast.md); the spec gives none.

export const FORECAST_PROJECT_REQUIRED = "Choose a project to forecast."
export const FORECAST_NO_PLAN = "Nothing to forecast yet: build the WBS (or the schedule) first."
export const FORECAST_NOT_A_LEAF = "Estimates are set on tasks without subtasks; this row is not one of the plan's tasks."
export const FORECAST_RISK_NOT_FOUND = "Risk not found in the register (or closed)."
export const FORECAST_TASK_NOT_FOUND = "A risk can only delay tasks of this plan."
export const FORECAST_ESTIMATE_ORDER = "Keep optimistic <= most likely (the task's duration) <= pessimistic."
export const forecastFailed = (reason: string): string => `The forecast could not run: ${reason}`
