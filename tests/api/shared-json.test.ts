// Module reads encode an answer whose keys share one array once (apps/server/src/http/shared-json.ts): the text
// must be JSON.stringify's, byte for byte.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sharedJson } from "../../apps/server/src/http/shared-json"

describe("sharedJson", () => {
  it("is JSON.stringify's text for any JSON value, also where keys hold the same array", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 5 }), fc.string(), (value, list, name) => {
        expect(sharedJson(value)).toBe(JSON.stringify(value))
        const answer = { project_id: 1, project_name: name, risks: list, items: list, nested: { rows: list, db_rows: list, none: undefined } }
        expect(sharedJson(answer)).toBe(JSON.stringify(answer))
      }),
      { numRuns: 2000 }
    )
  })

  it("keeps what JSON.stringify does with dates, toJSON and undefined", () => {
    const at = new Date(Date.UTC(2026, 10, 28))
    const value = { at, custom: { toJSON: () => "custom" }, gone: undefined, fn: () => 1, list: [undefined, at] }
    expect(sharedJson(value)).toBe(JSON.stringify(value))
    expect(sharedJson(Object.assign(Object.create(null), { a: 1 }))).toBe('{"a":1}')
  })
})
