import * as Either from "effect/Either"
import { denialFor, type PlanDenial } from "./entitlements"

// platform.md §1, §9: Vision and Goal generations are capped per project (number not shown, so configurable);
// more come through Top-Ups. We add `per_bundle` generations for each top-up bundle the user bought.

export const DEFAULT_VISION_GOAL_CAP = 5

export interface GenerationCapConfig {
  readonly base: number
  readonly per_bundle: number
}

export const DEFAULT_GENERATION_CAP: GenerationCapConfig = { base: DEFAULT_VISION_GOAL_CAP, per_bundle: DEFAULT_VISION_GOAL_CAP }

export const generationCap = (topupBundles: number, config: GenerationCapConfig = DEFAULT_GENERATION_CAP): number =>
  config.base + config.per_bundle * Math.max(0, Math.floor(topupBundles))

export const checkGenerationCap = (
  used: number,
  topupBundles: number,
  config: GenerationCapConfig = DEFAULT_GENERATION_CAP
): Either.Either<{ readonly remaining: number }, PlanDenial> => {
  const remaining = generationCap(topupBundles, config) - used
  return remaining > 0
    ? Either.right({ remaining: remaining - 1 })
    : Either.left(denialFor("ai.vision_goal"))
}
