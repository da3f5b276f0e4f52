import * as Layer from "effect/Layer"
import { defaultWaterfallSettings, WaterfallSettings } from "@initpack/core/use-cases/waterfall/waterfall-settings"

const whole = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value !== undefined && value.trim() !== "" && Number.isInteger(n) && n >= 0 ? n : fallback
}

/** VISION_GOAL_CAP (default 5) and VISION_GOAL_CAP_PER_TOPUP (default the cap): per-project Vision and Goal generations. */
export const waterfallSettingsLayer = (env: NodeJS.ProcessEnv = process.env) => {
  const base = whole(env.VISION_GOAL_CAP, defaultWaterfallSettings.generationCap.base)
  return Layer.succeed(WaterfallSettings, {
    ...defaultWaterfallSettings,
    generationCap: { base, per_bundle: whole(env.VISION_GOAL_CAP_PER_TOPUP, base) }
  })
}
