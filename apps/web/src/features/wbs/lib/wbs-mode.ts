// The WBS Builder in waterfall or agile mode: agile mode is the Agile Schedule (agile.md §2, §4, §7):
// the same table and queue on the /agile/schedule calls, with plan, resources and sprint badges.
import {
  SCHEDULE_ADD_FAILED,
  SCHEDULE_DELETE_FAILED,
  SCHEDULE_GENERATE_FAILED,
  SCHEDULE_INDENT_FAILED,
  SCHEDULE_OUTDENT_FAILED,
  SCHEDULE_RECALC_FAILED,
  SCHEDULE_SAVE_FAILED,
  SCHEDULE_SUGGEST_FAILED
} from "@initpack/core/messages/agile"

export type WbsMode = "waterfall" | "agile"

/** agile.md §9: the Saved message shows for 0.8 s, the other status messages about 900 ms. */
export const SCHEDULE_SAVED_MS = 800
export const SCHEDULE_STATUS_MS = 900

/** agile.md §9: a new schedule row is TBA, 5 days, a task. */
export const NEW_SCHEDULE_TASK = { title: "TBA", duration_days: 5, type: "task" } as const

/** agile.md §8: the Schedule's failure texts per write. */
export const scheduleFailure = (kind: string, to?: "indent" | "outdent"): string => {
  switch (kind) {
    case "create":
    case "paste":
      return SCHEDULE_ADD_FAILED
    case "move":
      return to === "outdent" ? SCHEDULE_OUTDENT_FAILED : SCHEDULE_INDENT_FAILED
    case "delete":
      return SCHEDULE_DELETE_FAILED
    case "generate":
      return SCHEDULE_GENERATE_FAILED
    case "recalc":
      return SCHEDULE_RECALC_FAILED
    case "resources":
      return SCHEDULE_SUGGEST_FAILED
    default:
      return SCHEDULE_SAVE_FAILED
  }
}
