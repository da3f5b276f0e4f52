import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

export interface TotpService {
  readonly generateSecret: Effect.Effect<string>
  /** otpauth:// URI for authenticator apps (QR code). */
  readonly uri: (secret: string, accountLabel: string) => string
  /**
   * Checks a 6-digit code at `now`; answers the time step it matched, or null.
   * Codes at or before `afterTimeStep` are refused, so each code works once.
   */
  readonly verify: (secret: string, code: string, now: Date, afterTimeStep: number) => Effect.Effect<number | null>
}

export class Totp extends Context.Tag("@initpack/core/ports/Totp")<Totp, TotpService>() {}
