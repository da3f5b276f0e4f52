import type { StakeholderStrategyResponse } from "../../responses/waterfall/stakeholder-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { Drafter } from "../../ports/drafter"
import { StakeholderRepository, type StakeholderFields } from "../../ports/waterfall/stakeholder-repository"
import { sameTextKey } from "../../drafting/guards"
import { suggestedStrategy, type StakeholderSuggestion } from "../../drafting/stakeholders"
import type { StakeholderStrategyRequest } from "../../requests/waterfall/stakeholder-requests"
import { validateStrategyInput } from "../../rules/validation/stakeholder"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "./open-project"
import { recordGeneration, requireFeature } from "./plan-gate"
import { stakeholderFields, stakeholderView } from "./stakeholder-view"

const applied = (row: StakeholderFields, s: StakeholderSuggestion): StakeholderFields => ({
  ...row,
  role: row.role.trim() === "" ? s.role : row.role,
  org: row.org.trim() === "" ? s.org : row.org,
  ...suggestedStrategy(s)
})

/**
 * POST /stakeholder/strategy_raci {project_name, rows, overwrite}: strategy and RACI per row, matched
 * back by name ignoring case (waterfall.md §5); with overwrite the saved rows take the suggestions.
 * Proposed board members come back as suggestions with stakeholder_id null.
 */
export const suggestStakeholderStrategy = (auth: Authenticated, body: StakeholderStrategyRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "stakeholders")
    const repo = yield* StakeholderRepository
    const stored = yield* repo.list(open.project.id)
    const rows = body.rows.length > 0 ? body.rows.map((r) => ({ id: r.id, ...stakeholderFields(r) })) : stored
    const valid = validateStrategyInput(rows)
    if (Either.isLeft(valid)) return yield* new InvalidInput({ message: valid.left.message })
    const named = rows.filter((r) => r.name.trim() !== "")
    const drafter = yield* Drafter
    const draft = yield* drafter.stakeholderStrategy({
      project_name: open.project.name,
      rows: named.map((r) => ({ name: r.name, role: r.role, org: r.org, internal_external: r.internal_external, ...(r.board_role ? { board_role: r.board_role } : {}) })),
      context: body.context
    })
    yield* recordGeneration(open, "ai.stakeholder_strategy")
    const storedByName = new Map(stored.map((s) => [sameTextKey(s.name), s]))
    const suggestions = draft.suggestions.map((s) => {
      const row = named.find((r) => sameTextKey(r.name) === sameTextKey(s.name))
      const target = (row?.id != null ? stored.find((x) => x.id === row.id) : undefined) ?? storedByName.get(sameTextKey(s.name))
      return { suggestion: s, row, target }
    })
    if (body.overwrite) {
      for (const { suggestion, row, target } of suggestions) {
        if (target && row) yield* repo.update(open.project.id, target.id, applied(target, suggestion))
      }
    }
    return {
      ok: true,
      suggestions: suggestions.map(({ suggestion, row, target }) => ({ ...suggestion, matched: row !== undefined, stakeholder_id: row ? (target?.id ?? null) : null })),
      stakeholders: (yield* repo.list(open.project.id)).map(stakeholderView),
      model: drafter.name
    } satisfies StakeholderStrategyResponse
  })
