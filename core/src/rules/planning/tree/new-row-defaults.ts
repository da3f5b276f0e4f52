/** waterfall.md §3, §9: a new WBS item takes 5 days. */
export const NEW_WBS_DURATION_DAYS = 5

/** agile.md §9: new schedule rows default to title TBA, 5 days, type task. */
export const NEW_SCHEDULE_ROW = { title: "TBA", duration_days: 5, type: "task" } as const
