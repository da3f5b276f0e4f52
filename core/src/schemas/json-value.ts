import * as Schema from "effect/Schema"

type JsonValue = null | boolean | number | string | ReadonlyArray<JsonValue> | { readonly [key: string]: JsonValue }

/** Any JSON value (what a parsed body can hold), named so a generated document can refer to it. */
export const JsonValue: Schema.Schema<JsonValue> = Schema.Union(
  Schema.Null,
  Schema.Boolean,
  Schema.Number,
  Schema.String,
  Schema.Array(Schema.suspend(() => JsonValue)),
  Schema.Record({ key: Schema.String, value: Schema.suspend(() => JsonValue) })
).annotations({ identifier: "JsonValue", title: "JsonValue", description: "Any JSON value." })

/** A JSON object whose values are any JSON. */
export const JsonObject = Schema.Record({ key: Schema.String, value: JsonValue })

/** A flat map of text, number, true/false or null values (a form's fields). */
export const ScalarMap = Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number, Schema.Boolean, Schema.Null) })
export type JsonObject = typeof JsonObject.Type
