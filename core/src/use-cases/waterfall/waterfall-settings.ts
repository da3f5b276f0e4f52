import * as Context from "effect/Context"
import { DEFAULT_GENERATION_CAP, type GenerationCapConfig } from "../../rules/platform/generation-cap"

/** Settings of the waterfall module calls; the server reads them from the environment. */
export interface WaterfallSettingsService {
  /** Vision and Goal generations per project (waterfall.md §1: capped, number not shown; default 5). */
  readonly generationCap: GenerationCapConfig
  /** waterfall.md §9: the scope improve call is aborted after 60 s. */
  readonly improveTimeoutMs: number
}

export const defaultWaterfallSettings: WaterfallSettingsService = { generationCap: DEFAULT_GENERATION_CAP, improveTimeoutMs: 60_000 }

export class WaterfallSettings extends Context.Tag("@initpack/core/use-cases/waterfall/WaterfallSettings")<WaterfallSettings, WaterfallSettingsService>() {}
