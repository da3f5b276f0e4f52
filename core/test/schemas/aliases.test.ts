import * as JSONSchema from "effect/JSONSchema"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { readAliased, renameAliases, withAliases } from "../../src/schemas/aliases"
import { decode, failure, roundTrip } from "./decode-helpers"

const Thing = withAliases(
  "Thing",
  Schema.Struct({ title: Schema.String, note: Schema.optionalWith(Schema.String, { default: () => "" }) }),
  { title: ["name", "text"], note: ["detail"] }
)

describe("renameAliases", () => {
  it("moves the first alternate that holds a value onto the canonical key and drops alternates", () => {
    expect(renameAliases({ text: "b", name: "a", x: 1 }, { title: ["name", "text"] })).toEqual({ title: "a", x: 1 })
  })
  it("keeps the canonical value when both are given", () => {
    expect(renameAliases({ title: "t", name: "n" }, { title: ["name"] })).toEqual({ title: "t" })
  })
  it("treats null as absent", () => {
    expect(renameAliases({ title: null, name: "n" }, { title: ["name"] })).toEqual({ title: "n" })
  })
  it("drops keys holding undefined, so they count as absent", () => {
    expect(renameAliases({ title: undefined, name: "n", note: undefined }, { title: ["name"] })).toEqual({ title: "n" })
  })
  it("reads one aliased field without decoding", () => {
    expect(readAliased({ text: "x" }, "title", { title: ["name", "text"] })).toBe("x")
    expect(readAliased("not an object", "title", { title: ["name"] })).toBeUndefined()
  })
})

describe("withAliases", () => {
  it("decodes each alternate to the canonical shape", () => {
    expect(decode(Thing, { name: "A", detail: "d" })).toEqual({ title: "A", note: "d" })
    expect(decode(Thing, { text: "A" })).toEqual({ title: "A", note: "" })
  })
  it("encodes to the canonical shape", () => {
    const { encoded, second } = roundTrip(Thing, { name: "A", detail: "d" })
    expect(encoded).toEqual({ title: "A", note: "d" })
    expect(second).toEqual({ title: "A", note: "d" })
  })
  it("names the entity in error messages", () => {
    const message = failure(Thing, { note: "x" })
    expect(message).toMatch(/^Thing/)
    expect(message).toContain('["title"]')
    expect(message).toContain("is missing")
  })
  it("generates JSON Schema from the canonical form", () => {
    const json = JSONSchema.make(Thing) as { properties?: Record<string, unknown>; required?: Array<string> }
    expect(Object.keys(json.properties ?? {})).toEqual(["title", "note"])
    expect(json.required).toEqual(["title"])
  })
})
