import * as Schema from "effect/Schema"
import { AlertWindow } from "./enums"
import { FiniteNumber, Id, looseLiteral, Timestamp } from "./primitives"

/** Excessive-use alert on the admin dashboard (platform.md §3). */
export const Alert = Schema.Struct({
  id: Id,
  email: Schema.String,
  window: looseLiteral(AlertWindow.literals),
  observed: FiniteNumber,
  threshold: FiniteNumber,
  baseline_p95: Schema.optionalWith(Schema.NullOr(FiniteNumber), { default: () => null }),
  created_at: Timestamp,
  resolved_at: Schema.optionalWith(Schema.NullOr(Timestamp), { default: () => null })
}).annotations({ title: "Alert" })
export type Alert = typeof Alert.Type
