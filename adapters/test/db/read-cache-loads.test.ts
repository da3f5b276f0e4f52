// The read cache over its store (adapters/src/db/read-cache.ts): requests that miss together share one load,
// unless a change arrived since it began (its value may predate the change).
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { describe, expect, it } from "vitest"
import { cacheOver } from "../../src/db/read-cache"
import { ReadStore } from "../../src/db/read-store"

const live = () => {
  const store = new ReadStore(60_000, 100)
  store.setLive(true)
  return store
}

/** A load that waits for `gate` and counts its runs. */
const gatedLoad = (gate: Deferred.Deferred<void>, runs: { n: number }, value: string) =>
  Effect.zipRight(
    Effect.sync(() => runs.n++),
    Effect.as(Deferred.await(gate), value)
  )

describe("read cache loads", () => {
  it("misses of one key while a load is under way wait for it: one load, every caller its value, then kept", async () => {
    const store = live()
    const cache = cacheOver(store)
    const runs = { n: 0 }
    const answers = await Effect.runPromise(
      Effect.gen(function* () {
        const gate = yield* Deferred.make<void>()
        const fibers = yield* Effect.forEach([1, 2, 3, 4], () => Effect.fork(cache.through("k", gatedLoad(gate, runs, "v"), () => 7)))
        yield* Effect.yieldNow()
        yield* Deferred.succeed(gate, undefined)
        return yield* Fiber.joinAll(fibers)
      })
    )
    expect(answers).toEqual(["v", "v", "v", "v"])
    expect(runs.n).toBe(1)
    expect(store.get("k", performance.now())?.value).toBe("v")
  })

  it("a miss after a change does not wait for a load that began before it", async () => {
    const store = live()
    const cache = cacheOver(store)
    const runs = { n: 0 }
    const answers = await Effect.runPromise(
      Effect.gen(function* () {
        const first = yield* Deferred.make<void>()
        const second = yield* Deferred.make<void>()
        const early = yield* Effect.fork(cache.through("k", gatedLoad(first, runs, "old"), () => 7))
        yield* Effect.yieldNow()
        store.changed(7)
        const late = yield* Effect.fork(cache.through("k", gatedLoad(second, runs, "new"), () => 7))
        yield* Effect.yieldNow()
        yield* Deferred.succeed(first, undefined)
        yield* Deferred.succeed(second, undefined)
        return [yield* Fiber.join(early), yield* Fiber.join(late)]
      })
    )
    expect(answers).toEqual(["old", "new"])
    expect(runs.n).toBe(2)
    // the value loaded across the change is not kept; the one loaded after it is
    expect(store.get("k", performance.now())?.value).toBe("new")
  })

  it("a failed load fails its waiters too, and keeps nothing", async () => {
    const store = live()
    const cache = cacheOver(store)
    const results = await Effect.runPromise(
      Effect.gen(function* () {
        const gate = yield* Deferred.make<void>()
        const failing = Effect.zipRight(Deferred.await(gate), Effect.fail("down" as const))
        const fibers = yield* Effect.forEach([1, 2], () => Effect.fork(Effect.either(cache.through("k", failing, () => 7))))
        yield* Effect.yieldNow()
        yield* Deferred.succeed(gate, undefined)
        return yield* Fiber.joinAll(fibers)
      })
    )
    expect(results.map((r) => r._tag)).toEqual(["Left", "Left"])
    expect(store.size).toBe(0)
  })
})
