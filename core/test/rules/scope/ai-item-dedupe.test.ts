import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addAiItems, newScopeItems, titleKey } from "../../../src/rules/scope/scope-items"

// Titles from a small alphabet with case and spacing variants, so repeats are common.
const title = fc
  .array(fc.constantFrom("a", "A", "b", "B", " ", "sso", "SSO"), { maxLength: 4 })
  .map((parts) => parts.join(""))
const item = fc.record({ title, rationale: fc.string({ maxLength: 5 }) })

describe("AI items de-duplicated by title ignoring case, empty titles dropped (agile.md §4)", () => {
  it("property: no added item is empty or repeats an existing title or another added one", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), fc.array(item, { maxLength: 10 }), (existing, incoming) => {
        const added = newScopeItems(existing, incoming)
        const keys = added.map((i) => titleKey(i.title))
        expect(keys.every((k) => k !== "")).toBe(true)
        expect(new Set(keys).size).toBe(keys.length)
        const taken = new Set(existing.map((i) => titleKey(i.title)))
        expect(keys.some((k) => taken.has(k))).toBe(false)
      })
    )
  })

  it("property: every new non-empty title is kept once, first spelling first, in the order given", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), fc.array(item, { maxLength: 10 }), (existing, incoming) => {
        const taken = new Set(existing.map((i) => titleKey(i.title)))
        const expected: string[] = []
        for (const i of incoming) {
          const key = titleKey(i.title)
          if (key === "" || taken.has(key)) continue
          taken.add(key)
          expected.push(i.title.trim())
        }
        expect(newScopeItems(existing, incoming).map((i) => i.title)).toEqual(expected)
      })
    )
  })

  it("property: adding never changes or drops the existing items, and adding twice adds nothing more", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), fc.array(item, { maxLength: 10 }), (existing, incoming) => {
        const once = addAiItems(existing, incoming)
        expect(once.slice(0, existing.length)).toEqual(existing)
        expect(addAiItems(once, incoming)).toEqual(once)
      })
    )
  })
})
