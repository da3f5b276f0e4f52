import * as Context from "effect/Context"

export interface FeedbackSettingsService {
  /** Where feedback is mailed (SUPPORT_EMAIL); null stores it only. */
  readonly supportEmail: string | null
}

export class FeedbackSettings extends Context.Tag("@initpack/core/use-cases/feedback/FeedbackSettings")<FeedbackSettings, FeedbackSettingsService>() {}
