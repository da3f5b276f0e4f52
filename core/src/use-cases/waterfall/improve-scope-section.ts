import type { ScopeImproveResponse } from "../../responses/waterfall/scope-responses"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { Drafter } from "../../ports/drafter"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import { DraftingError } from "../../drafting/drafting-error"
import { ENTER_PROJECT_NAME_FIRST } from "../../messages/scope"
import type { ScopeImproveRequest } from "../../requests/waterfall/scope-requests"
import { capToAllowance } from "../../rules/platform/entitlements"
import { newScopeItems, normaliseScopeItems, titleKey } from "../../rules/scope/scope-items"
import { ADD_ONLY_COUNT } from "../../drafting/scope"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "./open-project"
import { recordGeneration, requireFeature, useVisionGoalGeneration } from "./plan-gate"
import { SCOPE_TARGET_REQUIRED } from "./texts"
import { WaterfallSettings } from "./waterfall-settings"

/**
 * POST /scope/improve: add 3-5 new items to a section (titles new to it), or expand one item
 * (target_title) with a fuller rationale; aborted after 60 s (waterfall.md §7, §9). The client saves.
 * Free plan: one item per tab, no Expand-with-AI. Adding goals is a Goal generation.
 */
export const improveScopeSection = (auth: Authenticated, body: ScopeImproveRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, ENTER_PROJECT_NAME_FIRST)
    const settings = yield* WaterfallSettings
    const drafter = yield* Drafter
    const saved = body.items === undefined ? yield* (yield* ScopeRepository).find(open.project.id) : null
    const existing = body.items ?? normaliseScopeItems(saved?.scope[body.section])
    const bound = <A>(task: string, effect: Effect.Effect<A, DraftingError>) =>
      Effect.timeoutFail(effect, {
        duration: Duration.millis(settings.improveTimeoutMs),
        onTimeout: () => new DraftingError({ kind: "timeout", task, detail: `no answer within ${settings.improveTimeoutMs} ms` })
      })
    if (body.mode === "expand") {
      yield* requireFeature(open, "scope.expand")
      if (body.target_title.trim() === "") return yield* new InvalidInput({ message: SCOPE_TARGET_REQUIRED })
      const current = existing.find((i) => titleKey(i.title) === titleKey(body.target_title))
      const draft = yield* bound(
        "expandScopeItem",
        drafter.expandScopeItem({
          project_name: open.project.name,
          section: body.section,
          target_title: body.target_title.trim(),
          current_rationale: current?.rationale ?? "",
          user_note: body.user_note
        })
      )
      yield* recordGeneration(open, "ai.scope_expand")
      return { mode: "expand" as const, section: body.section, items: [{ ...draft.item, title: current?.title ?? draft.item.title }] } satisfies ScopeImproveResponse
    }
    yield* requireFeature(open, "scope.add_item", { current: existing.length })
    if (body.section === "goals") yield* useVisionGoalGeneration(open)
    const draft = yield* bound(
      "addScopeItems",
      drafter.addScopeItems({
        project_name: open.project.name,
        section: body.section,
        existing: existing.map((i) => ({ title: i.title, rationale: i.rationale })),
        user_note: body.user_note
      })
    )
    yield* recordGeneration(open, "ai.scope_add")
    const fresh = newScopeItems(existing, draft.items).slice(0, ADD_ONLY_COUNT.max)
    return { mode: "add" as const, section: body.section, items: capToAllowance(open.plan, "scope.add_item", existing.length, fresh) } satisfies ScopeImproveResponse
  })
