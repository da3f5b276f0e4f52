// The bookkeeping behind the read cache: what is served, what is kept, and what a change drops.
import { describe, expect, it } from "vitest"
import { ReadStore } from "../../src/db/read-store"

const liveStore = (ttlMs = 1000, max = 100) => {
  const store = new ReadStore(ttlMs, max)
  store.setLive(true)
  return store
}

describe("ReadStore", () => {
  it("serves a kept value until its time to live has passed", () => {
    const store = liveStore(1000)
    store.put("k", 1, "v", 0, store.mark)
    expect(store.get("k", 999)?.value).toBe("v")
    expect(store.get("k", 1000)).toBeUndefined()
    expect(store.size).toBe(0)
  })

  it("serves a value kept with a shorter age only that long (a subscription period that ends sooner)", () => {
    const store = liveStore(1000)
    store.put("k", 1, "v", 0, store.mark, 300)
    expect(store.get("k", 299)?.value).toBe("v")
    expect(store.get("k", 300)).toBeUndefined()
    store.put("long", 1, "v", 0, store.mark, 5000)
    expect(store.get("long", 999)?.value).toBe("v")
    expect(store.get("long", 1000)).toBeUndefined()
  })

  it("drops every value of a changed user and only theirs", () => {
    const store = liveStore()
    store.put("session:a", 1, "a", 0, store.mark)
    store.put("projects:1", 1, "pa", 0, store.mark)
    store.put("session:b", 2, "b", 0, store.mark)
    store.changed(1)
    expect(store.get("session:a", 1)).toBeUndefined()
    expect(store.get("projects:1", 1)).toBeUndefined()
    expect(store.get("session:b", 1)?.value).toBe("b")
  })

  it("does not keep a value loaded while a change arrived (it may predate the change)", () => {
    const store = liveStore()
    const mark = store.mark
    store.changed(7) // any user: the value's own user is not known before it is loaded
    store.put("session:x", 3, "old", 0, mark)
    expect(store.get("session:x", 1)).toBeUndefined()
    store.put("session:x", 3, "new", 0, store.mark)
    expect(store.get("session:x", 1)?.value).toBe("new")
  })

  it("serves and keeps nothing while changes are not heard, and forgets everything when that changes", () => {
    const store = new ReadStore(1000, 100)
    store.put("k", 1, "v", 0, store.mark)
    expect(store.get("k", 1)).toBeUndefined()
    store.setLive(true)
    store.put("k", 1, "v", 0, store.mark)
    store.setLive(false)
    store.setLive(true)
    expect(store.get("k", 1)).toBeUndefined()
  })

  it("holds at most its limit, dropping the oldest first, and refiles a value kept again under its new user", () => {
    const store = liveStore(1000, 2)
    store.put("a", 1, "a", 0, store.mark)
    store.put("b", 2, "b", 0, store.mark)
    store.put("c", 3, "c", 0, store.mark)
    expect(store.size).toBe(2)
    expect(store.get("a", 1)).toBeUndefined()
    store.put("b", 4, "b2", 0, store.mark)
    store.changed(2)
    expect(store.get("b", 1)?.value).toBe("b2")
    store.changed(4)
    expect(store.get("b", 1)).toBeUndefined()
  })
})
