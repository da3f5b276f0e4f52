import { describe, expect, it } from "vitest"
import { forgetInputCaches, inputCache } from "@initpack/adapters/input-caches"
import { tagSentence } from "@initpack/adapters/drafting/offline/brief-nlp"

describe("input caches", () => {
  it("are emptied together, and a result asked for again is worked out again, equal to the first", () => {
    const a = inputCache<string, number>()
    const b = inputCache<number, string>()
    a.set("x", 1)
    b.set(1, "x")
    const first = tagSentence("The council will replace the permits system.")
    expect(tagSentence("The council will replace the permits system.")).toBe(first)
    forgetInputCaches()
    expect(a.size).toBe(0)
    expect(b.size).toBe(0)
    const again = tagSentence("The council will replace the permits system.")
    expect(again).not.toBe(first)
    expect(again).toEqual(first)
  })
})
