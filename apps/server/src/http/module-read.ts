import type { Context } from "hono"
import * as Effect from "effect/Effect"
import { readCacheOrPassThrough } from "@initpack/adapters/db/read-cache"
import type { Authenticated } from "@initpack/core/use-cases/platform/authenticate-session"
import { sharedJson } from "./shared-json"

/** A module read's answer, already encoded. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A module read (risk register, stakeholders, WBS, backlog, budget) as JSON text through the read cache
 * (adapters/src/db/read-cache.ts): kept per user and URL, encoded once, and dropped when any of the user's data
 * changes in any process (migrations 0300 and 0310 notify it). The session is still checked on every request
 * (the caller's `authed`), and an answer is never served past the end of the subscription period that let it
 * through. Failures are not kept.
 */
export const cachedRead = <A, E, R>(c: Context, auth: Authenticated, read: Effect.Effect<A, E, R>): Effect.Effect<JsonText, E, R> => {
  const keepFor = auth.subscription ? auth.subscription.currentPeriodEnd.getTime() - auth.now.getTime() : 0
  return Effect.flatMap(readCacheOrPassThrough, (cache) =>
    cache.through(
      `read:${auth.user.id}:${c.req.url}`,
      Effect.map(read, (value) => new JsonText(sharedJson(value))),
      () => (keepFor > 0 ? auth.user.id : null),
      keepFor
    )
  )
}

/** The answer of `cachedRead`. */
export const sendJsonText = (c: Context) => (answer: JsonText) => c.body(answer.text, 200, { "content-type": "application/json" })
