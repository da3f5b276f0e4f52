import * as Schema from "effect/Schema"
import { AlertWindow } from "./enums"
import { FiniteNumber, Id, looseLiteral, nullable, Timestamp } from "./primitives"

/** Excessive-use alert on the admin dashboard (platform.md §3). */
export const Alert = Schema.Struct({
  id: Id,
  email: Schema.String,
  window: looseLiteral(AlertWindow.literals),
  observed: FiniteNumber,
  threshold: FiniteNumber,
  baseline_p95: nullable(FiniteNumber),
  created_at: Timestamp,
  resolved_at: nullable(Timestamp)
}).annotations({ title: "Alert" })
export type Alert = typeof Alert.Type
