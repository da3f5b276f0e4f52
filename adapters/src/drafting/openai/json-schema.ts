// JSON Schema for structured output, generated from the task's effect Schema and made strict-compatible:
// $refs inlined, every object closed with all properties required, keywords strict mode rejects dropped.
import * as JSONSchema from "effect/JSONSchema"
import type * as Schema from "effect/Schema"

type Json = { [key: string]: unknown }

const DROPPED = new Set(["$schema", "$defs", "$id", "title", "description", "minLength", "maxLength", "pattern", "format", "examples", "default"])

const resolve = (node: unknown, defs: Json, depth: number): unknown => {
  if (depth > 32) throw new Error("JSON Schema nests too deeply (recursive Schema?)")
  if (Array.isArray(node)) return node.map((n) => resolve(n, defs, depth + 1))
  if (node === null || typeof node !== "object") return node
  const obj = node as Json
  if (typeof obj.$ref === "string") {
    const name = decodeURIComponent(obj.$ref.replace(/^#\/\$defs\//, ""))
    return resolve(defs[name], defs, depth + 1)
  }
  const out: Json = {}
  for (const [key, value] of Object.entries(obj)) {
    if (DROPPED.has(key)) continue
    out[key] = key === "properties" ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, resolve(v, defs, depth + 1)])) : resolve(value, defs, depth + 1)
  }
  if (out.type === "object") {
    const properties = (out.properties ?? {}) as Json
    out.properties = properties
    out.required = Object.keys(properties)
    out.additionalProperties = false
  }
  return out
}

export const strictJsonSchema = <A, I>(schema: Schema.Schema<A, I>): Json => {
  const raw = JSONSchema.make(schema) as unknown as Json
  return resolve(raw, (raw.$defs ?? {}) as Json, 0) as Json
}
