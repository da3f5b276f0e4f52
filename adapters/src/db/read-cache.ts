import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as FiberRef from "effect/FiberRef"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { startChangeFeed } from "./change-feed"
import { CurrentTransaction } from "./current-executor"
import { ReadStore } from "./read-store"
import { SqlClient } from "./sql-client"

/**
 * A per-process cache of the reads every signed-in request makes (the session lookup, a user's project
 * list), dropped per user by the database's change notifications (change-feed.ts), so a change made by
 * any process or tool is seen at once. docs/decisions.md, "Read cache".
 */
export interface ReadCacheService {
  /**
   * The value kept under `key`, else `load`'s, kept for the user `userOf` names (null: not kept).
   * Inside a transaction the cache is not used: the transaction must see its own writes and locks.
   * `maxAgeMs`: how long the value may be served at most (within the time-to-live), for one that turns stale
   * by time alone (a subscription period that ends).
   */
  readonly through: <A, E, R>(
    key: string,
    load: Effect.Effect<A, E, R>,
    userOf: (value: A) => number | null,
    maxAgeMs?: number
  ) => Effect.Effect<A, E, R>
  /** Outside Effect (an HTTP answer kept whole, apps/server/src/http/module-read.ts): the value kept under `key`. */
  readonly peek: (key: string) => unknown
  /** Read before the work whose result `keep` is given starts: a change heard in between means it is not kept. */
  readonly mark: () => number
  /** Keeps `value` for the user `userId` (for `maxAgeMs` at most) unless a change was heard since `mark`. */
  readonly keep: (key: string, userId: number, value: unknown, mark: number, maxAgeMs: number) => void
}

export class ReadCache extends Context.Tag("@initpack/adapters/db/ReadCache")<ReadCache, ReadCacheService>() {}

export const passThrough: ReadCacheService = { through: (_key, load) => load, peek: () => undefined, mark: () => 0, keep: () => {} }

export const cacheOver = (store: ReadStore): ReadCacheService => {
  // loads under way: a request for the same key while no change has arrived since one began waits for it
  // instead of loading again (a burst of misses, e.g. after a change, costs one load, not one per request)
  const loading = new Map<string, { readonly mark: number; readonly done: Deferred.Deferred<unknown, unknown> }>()
  return {
    peek: (key) => store.get(key, performance.now())?.value,
    mark: () => store.mark,
    keep: (key, userId, value, mark, maxAgeMs) => store.put(key, userId, value, performance.now(), mark, maxAgeMs),
    through: <A, E, R>(key: string, load: Effect.Effect<A, E, R>, userOf: (value: A) => number | null, maxAgeMs?: number) =>
      Effect.flatMap(FiberRef.get(CurrentTransaction), (tx) => {
        if (tx || !store.isLive) return load
        const hit = store.get(key, performance.now())
        if (hit) return Effect.succeed(hit.value as A)
        const mark = store.mark
        const pending = loading.get(key)
        if (pending && pending.mark === mark) return Deferred.await(pending.done as Deferred.Deferred<A, E>)
        return Effect.flatMap(Deferred.make<unknown, unknown>(), (done) => {
          const mine = { mark, done }
          loading.set(key, mine)
          return Effect.tap(load, (value) => {
            const userId = userOf(value)
            if (userId !== null) store.put(key, userId, value, performance.now(), mark, maxAgeMs)
          }).pipe(
            Effect.onExit((exit) => {
              if (loading.get(key) === mine) loading.delete(key)
              return Deferred.done(done, exit)
            })
          )
        })
      })
  }
}

/** For repositories: a composition without the layer (the CLI, tests) reads straight through. */
export const readCacheOrPassThrough = Effect.map(
  Effect.serviceOption(ReadCache),
  Option.getOrElse(() => passThrough)
)

export interface ReadCacheOptions {
  /** How long a value may be served without a change notification; 0 turns the cache off. */
  readonly ttlMs: number
  readonly maxEntries?: number
}

/**
 * ReadCache and the SqlClient the repositories should use (its writes wait for their notifications),
 * over the SqlClient in context. Off (pass-through, the client unchanged) when ttlMs is 0 or the client
 * cannot listen.
 */
export const layer = (options: ReadCacheOptions) =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const raw = yield* SqlClient
      if (options.ttlMs <= 0 || !raw.listen) return Context.make(ReadCache, passThrough).pipe(Context.add(SqlClient, raw))
      const store = new ReadStore(options.ttlMs, options.maxEntries ?? 10_000)
      const feed = yield* Effect.acquireRelease(
        Effect.promise(() => startChangeFeed(raw, store)),
        (f) => Effect.promise(() => f.stop())
      )
      return Context.make(ReadCache, cacheOver(store)).pipe(Context.add(SqlClient, feed.client))
    })
  )
