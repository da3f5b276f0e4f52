import * as Either from "effect/Either"
import * as M from "../../messages/risk"
import { requireText, type Validated } from "./validation-error"

// waterfall.md §5, agile.md §5: Add Risk needs a title; generating needs a project name and context text.

export const validateRiskTitle = (title: string): Validated<string> => requireText(title, "title", M.RISK_TITLE_REQUIRED)

export const validateRiskGenerate = (input: {
  readonly project_name: string
  readonly context: string
}): Validated<{ readonly project_name: string; readonly context: string }> =>
  Either.gen(function* () {
    const project_name = yield* requireText(input.project_name, "project_name", M.RISK_GENERATE_NEEDS_CONTEXT)
    const context = yield* requireText(input.context, "context", M.RISK_GENERATE_NEEDS_CONTEXT)
    return { project_name, context }
  })
