import * as JSONSchema from "effect/JSONSchema"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"

// Every exported schema must yield a JSON Schema (the OpenAI drafter builds structured output from them).
const modules = import.meta.glob("../../src/schemas/*.ts", { eager: true }) as Record<string, Record<string, unknown>>

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => Schema.isSchema(value))
    .map(([name, value]) => [`${file.replace(/^.*\//, "")} ${name}`, value as Schema.Schema<unknown, unknown, never>] as const)
)

describe("JSON Schema generation", () => {
  it("finds the exported schemas", () => {
    expect(schemas.length).toBeGreaterThan(60)
  })
  it.each(schemas)("%s", (_, schema) => {
    const json = JSONSchema.make(schema)
    expect(typeof json).toBe("object")
  })
})
