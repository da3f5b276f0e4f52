// The fixed lists of waterfall.md §9 as select options.
import { BOARD_ROLES, INTERNAL_EXTERNAL, STAKEHOLDER_ATTITUDES } from "@initpack/core/schemas/enum-lists"

const asOptions = (list: ReadonlyArray<string>) => list.map((value) => ({ value, label: value }))

export const INT_EXT_OPTIONS = asOptions(INTERNAL_EXTERNAL)
export const ATTITUDE_OPTIONS = asOptions(STAKEHOLDER_ATTITUDES)
export const SCORE_OPTIONS = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))
export const NO_BOARD_ROLE = "— None —"
export const BOARD_ROLE_OPTIONS = [{ value: "", label: NO_BOARD_ROLE }, ...asOptions(BOARD_ROLES)]
