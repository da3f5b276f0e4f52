// Screen copy of the Short Communications Plan (waterfall.md §2, §4).
import type { Approach } from "@initpack/core/schemas/enum-lists"

export const APPROACH_LABELS: Readonly<Record<Approach, string>> = { Waterfall: "Waterfall / PRINCE2", Agile: "Agile / Product" }

export const approachConflict = (approach: Approach, method: string): string =>
  `The link asked for the ${approach} approach with the method “${method}”, which do not match. This plan uses the chosen approach, ${approach}.`

export const APPROACH_HINT = "Changing the approach clears the context and shows the latest plan saved for that approach."
export const CONTEXT_LEAD =
  "Drafted from your scope, stakeholders and top risks. Edit it freely: the AI writes the plan from this text (left empty, the server uses its own prefill)."
export const EMPTY_PLAN = "No plan saved for this approach yet. Check the context and choose Generate plan."
export const GENERATED = "Plan generated and saved."
