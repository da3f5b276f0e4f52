import { NEW_WBS_DURATION_DAYS } from "@initpack/core/rules/planning/tree/new-row-defaults"

export interface PastedTask {
  readonly task: string
  readonly duration_days: number
  readonly level: number
}

/** Most rows one paste adds (the API's limit for one task list). */
export const PASTE_MAX_ROWS = 10_000

/**
 * The rows of text pasted into a task cell: one per non-blank line; leading tabs (or two spaces each)
 * nest a line under the one above; a "name<TAB>days" line (copied from a spreadsheet) carries its duration.
 */
export const pastedTasks = (text: string): ReadonlyArray<PastedTask> =>
  text
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== "")
    .slice(0, PASTE_MAX_ROWS)
    .map((line) => {
      const lead = /^[\t ]*/.exec(line)![0]
      const level = [...lead].reduce((n, c) => n + (c === "\t" ? 2 : 1), 0) >> 1
      const [name = "", days] = line.slice(lead.length).split("\t")
      const duration = days !== undefined && days.trim() !== "" && Number.isFinite(Number(days)) && Number(days) >= 0 ? Number(days) : NEW_WBS_DURATION_DAYS
      return { task: name.trim(), duration_days: duration, level }
    })
    .filter((t) => t.task !== "")
