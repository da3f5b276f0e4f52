import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import { ProjectUsageRepository } from "../../ports/waterfall/project-usage-repository"
import { checkEntitlement, type Feature } from "../../rules/platform/entitlements"
import { checkGenerationCap, generationCap } from "../../rules/platform/generation-cap"
import { PlanLimit } from "../platform/errors"
import type { OpenProject } from "./open-project"
import { WaterfallSettings } from "./waterfall-settings"

/** 402 with the upgrade message when the plan does not allow `adding` more uses of `feature` (waterfall.md §1). */
export const requireFeature = (open: { readonly plan: OpenProject["plan"] }, feature: Feature, usage: { readonly current?: number; readonly adding?: number } = {}) =>
  Either.match(checkEntitlement(open.plan, feature, usage), {
    onLeft: (denial) => Effect.fail(new PlanLimit({ message: denial.message, cta: denial.cta })),
    onRight: () => Effect.void
  })

/** Records one AI generation as a usage event of the project (the checkout/admin statistics read them). */
export const recordGeneration = (open: OpenProject, action: string) =>
  Effect.flatMap(SubscriptionRepository, (subs) => subs.recordUsage(open.auth.user.id, action, open.project.id, open.auth.now))

export const VISION_GOAL_ACTION = "ai.vision_goal"

/** The project's Vision and Goal generations so far, this period's top-up bundles and the cap's settings. */
const visionGoalUsage = (open: OpenProject) =>
  Effect.gen(function* () {
    const settings = yield* WaterfallSettings
    const used = yield* (yield* ProjectUsageRepository).count(open.auth.user.id, open.project.id, VISION_GOAL_ACTION)
    const sub = open.access.subscription
    const topups = sub ? yield* (yield* SubscriptionRepository).listTopups(open.auth.user.id, sub.currentPeriodStart, sub.currentPeriodEnd) : []
    return { used, bundles: topups.reduce((n, t) => n + t.bundles, 0), config: settings.generationCap }
  })

/** Issue 37: how many Vision and Goal generations the project has left, and its cap (top-ups included). */
export const visionGoalAllowance = (open: OpenProject) =>
  Effect.map(visionGoalUsage(open), ({ used, bundles, config }) => {
    const cap = generationCap(bundles, config)
    return { generations_left: Math.max(0, cap - used), generations_cap: cap }
  })

/** waterfall.md §1: Vision and Goal generations are capped per project, raised by top-ups bought this period. */
export const useVisionGoalGeneration = (open: OpenProject) =>
  Effect.gen(function* () {
    const { used, bundles, config } = yield* visionGoalUsage(open)
    const checked = checkGenerationCap(used, bundles, config)
    if (Either.isLeft(checked)) return yield* new PlanLimit({ message: checked.left.message, cta: checked.left.cta })
    yield* recordGeneration(open, VISION_GOAL_ACTION)
    return checked.right.remaining
  })
