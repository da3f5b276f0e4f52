/** A leaf task as the affected-tasks dialog lists it. */
export interface TaskChoice {
  readonly id: number
  readonly task: string
}

/** At most this many matches are listed at once, so a plan of thousands of tasks stays quick. */
export const SHOWN_TASKS = 200

/** The tasks whose name contains the filter text (any case), in plan order, the first `limit` of them. */
export const filterTasks = (tasks: ReadonlyArray<TaskChoice>, text: string, limit = SHOWN_TASKS): { readonly shown: ReadonlyArray<TaskChoice>; readonly matching: number } => {
  const needle = text.trim().toLowerCase()
  const matches = needle === "" ? tasks : tasks.filter((t) => t.task.toLowerCase().includes(needle))
  return { shown: matches.slice(0, limit), matching: matches.length }
}
