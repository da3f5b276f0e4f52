import * as Context from "effect/Context"

/** Security and account settings (docs/security.md); the server reads them from the environment. */
export interface PlatformSettingsService {
  /** A session ends after this long without a request. */
  readonly sessionIdleMs: number
  /** A session ends this long after sign-in, whatever the activity (refresh keeps the original end). */
  readonly sessionAbsoluteMs: number
  /** Failed sign-ins counted over this sliding window. */
  readonly loginWindowMs: number
  readonly maxFailuresPerAccount: number
  readonly maxFailuresPerIp: number
  /** platform.md §5 / issue 3: reset links are valid for 1 hour. */
  readonly resetTokenMs: number
  /** The second sign-in step must be finished within this time. */
  readonly mfaChallengeMs: number
  /** At most this many wrong codes per second-step challenge. */
  readonly mfaMaxAttempts: number
  /** The a+b subscribe challenge expires after this long. */
  readonly subscribeChallengeMs: number
  /** Base of links in mails (reset link). */
  readonly publicUrl: string
}

export const defaultSettings: PlatformSettingsService = {
  sessionIdleMs: 2 * 60 * 60 * 1000,
  sessionAbsoluteMs: 7 * 24 * 60 * 60 * 1000,
  loginWindowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 10,
  maxFailuresPerIp: 100,
  resetTokenMs: 60 * 60 * 1000,
  mfaChallengeMs: 10 * 60 * 1000,
  mfaMaxAttempts: 5,
  subscribeChallengeMs: 10 * 60 * 1000,
  publicUrl: "http://localhost:8787"
}

export class PlatformSettings extends Context.Tag("@initpack/core/use-cases/platform/PlatformSettings")<
  PlatformSettings,
  PlatformSettingsService
>() {}
