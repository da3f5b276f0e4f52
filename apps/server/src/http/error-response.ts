import type { Context } from "hono"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import * as Cause from "effect/Cause"
import * as Option from "effect/Option"
import { DRAFTING_FAILURE_STATUS, draftingFailureMessage } from "@initpack/core/drafting/failure-message"
import type { DraftingTaskName } from "@initpack/core/drafting/tasks"
import { logInRequest } from "../logging/server-log"

/** Each failure tag answered with its status, once, at the edge (design.md HTTP API). */
export const statusByTag: Readonly<Record<string, ContentfulStatusCode>> = {
  InvalidInput: 400,
  ResetTokenInvalid: 400,
  ChallengeFailed: 400,
  WebhookRejected: 400,
  NotSignedIn: 401,
  InvalidCredentials: 401,
  InvalidTotpCode: 401,
  MfaChallengeClosed: 401,
  PlanLimit: 402,
  AccountDisabled: 403,
  AdminRequired: 403,
  ProjectNotFound: 404,
  ItemNotFound: 404,
  StaleVersion: 409,
  PlanNotFound: 404,
  CheckoutNotFound: 404,
  UserNotFound: 404,
  AlertNotFound: 404,
  EmailAlreadyRegistered: 409,
  DuplicateProjectName: 409,
  TwoFactorStateConflict: 409,
  SubscriptionConflict: 409,
  TooManyLoginAttempts: 429,
  ReviewLinkInvalid: 404,
  ReviewItemNotFound: 404,
  DecisionAlreadyRecorded: 409,
  TooManyReviewRequests: 429,
  CheckoutUnavailable: 502
}

const INTERNAL = "Something went wrong on the server. Try again."

export const jsonError = (c: Context, status: ContentfulStatusCode, message: string) => c.json({ error: message }, status)

/** Maps a failed effect to {"error": message} (402 adds message and cta); unknown failures are 500 and logged. */
export const errorResponse = (c: Context, cause: Cause.Cause<unknown>) => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) {
    const e = failure.value as { _tag?: string; message?: string; cta?: unknown }
    // drafting failures answer 502 with the screen's message (waterfall.md §8)
    if (e._tag === "DraftingError") return jsonError(c, DRAFTING_FAILURE_STATUS, draftingFailureMessage((e as unknown as { task: DraftingTaskName }).task))
    const status = e._tag ? statusByTag[e._tag] : undefined
    if (status && typeof e.message === "string") {
      if (status === 402) return c.json({ error: e.message, message: e.message, cta: e.cta }, 402)
      if (e._tag === "StaleVersion") return c.json({ error: e.message, current_version: (e as { current_version?: number }).current_version }, 409)
      return jsonError(c, status, e.message)
    }
  }
  logInRequest(c, "ERROR", "failed", { cause: Cause.pretty(cause) })
  return jsonError(c, 500, INTERNAL)
}
