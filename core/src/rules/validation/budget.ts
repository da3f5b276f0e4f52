import * as M from "../../messages/budget"
import { requireText, type Validated } from "./validation-error"

// waterfall.md §5, agile.md §5: the budget needs a project name, with its own text for export.

export const validateBudgetProjectName = (name: string, purpose: "generate" | "export" = "generate"): Validated<string> =>
  requireText(name, "project_name", purpose === "export" ? M.BUDGET_PROJECT_NAME_REQUIRED_TO_EXPORT : M.BUDGET_PROJECT_NAME_REQUIRED)

export interface BudgetExtras {
  readonly software?: { readonly ticked: boolean; readonly text: string }
  readonly hardware?: { readonly ticked: boolean; readonly text: string }
  readonly third_party?: { readonly ticked: boolean; readonly text: string }
}

const EXTRA_LABELS = [
  ["software", "software specifics"],
  ["hardware", "hardware specifics"],
  ["third_party", "third-party specifics"]
] as const

/** The amber warning when a ticked extra has no specifics, or undefined when nothing is missing. */
export const missingExtrasWarning = (extras: BudgetExtras): string | undefined => {
  const missing = EXTRA_LABELS.filter(([key]) => {
    const extra = extras[key]
    return extra !== undefined && extra.ticked && extra.text.trim() === ""
  }).map(([, label]) => label)
  return missing.length === 0 ? undefined : M.missingOptionalDetails(missing)
}
