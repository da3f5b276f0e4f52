import type { Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import * as Cause from "effect/Cause"
import * as Option from "effect/Option"

/** Each failure tag answered with its status, once, at the edge (design.md HTTP API). */
export const statusByTag: Readonly<Record<string, ContentfulStatusCode>> = {
  InvalidInput: 400,
  ResetTokenInvalid: 400,
  ChallengeFailed: 400,
  NotSignedIn: 401,
  InvalidCredentials: 401,
  InvalidTotpCode: 401,
  MfaChallengeClosed: 401,
  PlanLimit: 402,
  AccountDisabled: 403,
  ProjectNotFound: 404,
  PlanNotFound: 404,
  EmailAlreadyRegistered: 409,
  DuplicateProjectName: 409,
  TwoFactorStateConflict: 409,
  SubscriptionConflict: 409,
  TooManyLoginAttempts: 429,
  CheckoutUnavailable: 502
}

const INTERNAL = "Something went wrong on the server. Try again."

export const jsonError = (c: Context, status: ContentfulStatusCode, message: string) => c.json({ error: message }, status)

/** Maps a failed effect to {"error": message} (402 adds message and cta); unknown failures are 500 and logged. */
export const errorResponse = (c: Context, cause: Cause.Cause<unknown>) => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) {
    const e = failure.value as { _tag?: string; message?: string; cta?: unknown }
    const status = e._tag ? statusByTag[e._tag] : undefined
    if (status && typeof e.message === "string") {
      if (status === 402) return c.json({ error: e.message, message: e.message, cta: e.cta }, 402)
      return jsonError(c, status, e.message)
    }
  }
  console.error(`[server] ${c.req.method} ${c.req.path} failed:`, Cause.pretty(cause))
  return jsonError(c, 500, INTERNAL)
}
