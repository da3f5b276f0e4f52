import * as Schema from "effect/Schema"
import { JsonObject, JsonValue } from "@initpack/core/schemas/json-value"

/** Every refusal's body (design.md HTTP API): the message the screen shows. */
export const ErrorBody = Schema.Struct({ error: Schema.String }).annotations({ identifier: "Error" })
export type ErrorBody = typeof ErrorBody.Type

/** 402: the plan-limit message twice (error, message) and where to go about it. */
export const PlanLimitBody = Schema.Struct({
  error: Schema.String,
  message: Schema.String,
  cta: Schema.Struct({ label: Schema.String, path: Schema.String })
}).annotations({ identifier: "PlanLimit" })
export type PlanLimitBody = typeof PlanLimitBody.Type

/** 409: a stale write answers the stored version and row (nothing was written); a duplicate answers only error. */
export const ConflictBody = Schema.Struct({
  error: Schema.String,
  current_version: Schema.optional(Schema.NullOr(Schema.Int)),
  version: Schema.optional(Schema.NullOr(Schema.Int)).annotations({ description: "Agile answers: the stored version (as current_version)." }),
  current: Schema.optional(Schema.Union(JsonObject, Schema.Array(JsonValue), Schema.Null)).annotations({ description: "The stored row or document." }),
  stale_ids: Schema.optional(Schema.Array(Schema.Int))
}).annotations({ identifier: "Conflict" })
export type ConflictBody = typeof ConflictBody.Type
