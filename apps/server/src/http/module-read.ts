import type { Context } from "hono"
import * as Effect from "effect/Effect"
import { readCacheOrPassThrough, type ReadCacheService } from "@initpack/adapters/db/read-cache"
import type { Authenticated } from "@initpack/core/use-cases/platform/authenticate-session"
import { sharedJson } from "./shared-json"

/** A module read's answer, already encoded. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A whole answer kept for one session and URL; served while the clock is before `validUntil` (ms). */
interface KeptAnswer {
  readonly answer: JsonText
  readonly validUntil: number
}

// a request that may keep its answer: where, and the cache's mark from before the session was checked
const keeping = new WeakMap<Context, { readonly key: string; readonly mark: number; readonly cache: ReadCacheService }>()

/**
 * A module read's route (risk register, stakeholders, WBS, budget, backlog), answered from memory when the same
 * session read the same URL before, nothing of the user's has changed since in any process (the change feed
 * drops the answer with the rest of the user's kept reads: a sign-out, a save, a subscription change) and no time
 * limit has passed (the session's end, its idle end, its next activity write, the subscription period's end).
 * Otherwise the route runs: the session is checked, the read made, and `cachedRead` keeps the answer.
 */
export const keptAnswers =
  (cacheOf: () => ReadCacheService, clockMs: () => number, tokenOf: (c: Context) => string | undefined) =>
  (route: (c: Context) => Response | Promise<Response>) =>
  (c: Context): Response | Promise<Response> => {
    const token = tokenOf(c)
    if (!token) return route(c)
    const cache = cacheOf()
    const key = `answer:${token}\n${c.req.url}`
    const kept = cache.peek(key) as KeptAnswer | undefined
    if (kept !== undefined && clockMs() < kept.validUntil) return sendJsonText(c)(kept.answer)
    keeping.set(c, { key, mark: cache.mark(), cache })
    return route(c)
  }

/**
 * A module read as JSON text through the read cache (adapters/src/db/read-cache.ts): kept per user and URL,
 * encoded once, and dropped when any of the user's data changes in any process (migrations 0300 and 0310 notify
 * it). An answer is never served past the end of the subscription period that let it through (by the Clock: the
 * cache's own time-to-live runs on the process's timer). Failures are not kept. Under `keptAnswers`, the whole
 * answer is kept for the session too.
 */
export const cachedRead = <A, E, R>(c: Context, auth: Authenticated, read: Effect.Effect<A, E, R>): Effect.Effect<JsonText, E, R> => {
  const now = auth.now.getTime()
  const periodEnd = auth.subscription ? auth.subscription.currentPeriodEnd.getTime() : 0
  const keepFor = periodEnd - now
  const encoded = Effect.map(read, (value) => new JsonText(sharedJson(value)))
  return Effect.flatMap(readCacheOrPassThrough, (cache) =>
    cache
      .through(
        `read:${auth.user.id}:${c.req.url}`,
        Effect.map(encoded, (answer): KeptAnswer => ({ answer, validUntil: keepFor > 0 ? periodEnd : Infinity })),
        () => (keepFor > 0 ? auth.user.id : null),
        keepFor
      )
      .pipe(
        Effect.flatMap((kept) => (now < kept.validUntil ? Effect.succeed(kept.answer) : encoded)),
        Effect.tap((answer) => {
          const pending = keeping.get(c)
          if (!pending || keepFor <= 0) return
          const validUntil = Math.min(periodEnd, auth.freshUntil.getTime())
          const kept: KeptAnswer = { answer, validUntil }
          pending.cache.keep(pending.key, auth.user.id, kept, pending.mark, validUntil - now)
        })
      )
  )
}

/** The answer of `cachedRead`. */
export const sendJsonText = (c: Context) => (answer: JsonText) => c.body(answer.text, 200, { "content-type": "application/json" })
