import * as Either from "effect/Either"
import * as M from "../../messages/agile"
import { requireText, trimmed, type Validated } from "./validation-error"

// agile.md §5: quick draft, epics and quick-add stories.

export const validateQuickDraftSummary = (summary: string): Validated<string> =>
  requireText(summary, "summary", M.QUICK_DRAFT_SUMMARY_REQUIRED)

export const validateEpicName = (name: string): Validated<string> => requireText(name, "name", M.EPIC_NAME_REQUIRED)

export interface QuickAddStoryInput {
  readonly epic_id?: string | number | null
  readonly as_a: string
  readonly i_want: string
  readonly so_that?: string | null
}

export interface QuickAddStory {
  readonly epic_id: string | number | null
  readonly as_a: string
  readonly i_want: string
  readonly so_that: string
  /** agile.md §4: new quick-added stories start as todo. */
  readonly status: "todo"
}

/** A quick-add story needs As a and I want; So that is optional. */
export const validateQuickAddStory = (input: QuickAddStoryInput): Validated<QuickAddStory> =>
  Either.gen(function* () {
    const as_a = yield* requireText(input.as_a, "as_a", M.STORY_AS_A_AND_I_WANT_REQUIRED)
    const i_want = yield* requireText(input.i_want, "i_want", M.STORY_AS_A_AND_I_WANT_REQUIRED)
    return { epic_id: input.epic_id ?? null, as_a, i_want, so_that: trimmed(input.so_that), status: "todo" as const }
  })
