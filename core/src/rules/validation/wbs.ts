import * as Either from "effect/Either"
import { WBS_DURATION_INVALID } from "../../messages/wbs"
import { invalid, type Validated } from "./validation-error"

// waterfall.md §3, §5; agile.md §5: a duration is a number of at least 0 (days).

export const validateDuration = (value: unknown): Validated<number> => {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN
  return Number.isFinite(n) && n >= 0 ? Either.right(n) : invalid("duration_days", WBS_DURATION_INVALID)
}
