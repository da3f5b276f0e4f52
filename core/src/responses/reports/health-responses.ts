import * as Schema from "effect/Schema"

const Severity = Schema.Literal("error", "warning", "note")

/** One finding of the pack health check (docs/health-check.md); target: the id of the row that fixes it. */
export const FindingView = Schema.Struct({
  id: Schema.String,
  severity: Severity,
  rule: Schema.String,
  module: Schema.Literal("scope", "stakeholders", "risks", "wbs", "budget", "comms", "agile_scope", "backlog", "release", "schedule"),
  lines: Schema.Array(Schema.String),
  message: Schema.String,
  fix: Schema.String,
  target: Schema.optional(Schema.String)
}).annotations({ identifier: "FindingView" })

/** GET /reports/health and /reports_agile/health: the findings, errors first, and how many of each severity. */
export const PackHealthResponse = Schema.Struct({
  project_name: Schema.String,
  method: Schema.Literal("waterfall", "agile"),
  counts: Schema.Struct({ error: Schema.Int, warning: Schema.Int, note: Schema.Int }),
  findings: Schema.Array(FindingView)
}).annotations({ identifier: "PackHealthResponse" })
export type PackHealthResponse = typeof PackHealthResponse.Type
