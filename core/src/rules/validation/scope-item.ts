import * as Either from "effect/Either"
import * as M from "../../messages/scope"
import { invalid, requireText, trimmed, type Validated } from "./validation-error"

// waterfall.md §5: a manual add needs a trimmed title (rationale optional) and is not allowed on background;
// improve actions need a project name.

export const validateScopeItemAdd = (input: {
  readonly section: string
  readonly title: string
  readonly rationale?: string | null
}): Validated<{ readonly title: string; readonly rationale: string }> =>
  input.section === "background"
    ? invalid("section", M.SCOPE_BACKGROUND_NOT_ITEMS)
    : Either.map(requireText(input.title, "title", M.SCOPE_ITEM_TITLE_REQUIRED), (title) => ({
        title,
        rationale: trimmed(input.rationale)
      }))

export const validateImproveProjectName = (name: string): Validated<string> =>
  requireText(name, "project_name", M.ENTER_PROJECT_NAME_FIRST)
