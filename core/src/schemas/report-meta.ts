import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { PackFormat, ReportDocType } from "./enums"
import { Id, looseLiteral, nullable, optional, Timestamp, withDefault } from "./primitives"

/** Shown with every preview (waterfall.md §3, agile.md §3). */
export const ReportMeta = Schema.Struct({
  generated_at: Timestamp,
  template_version: Schema.String,
  source_hash: Schema.String
}).annotations({ title: "ReportMeta" })
export type ReportMeta = typeof ReportMeta.Type

const REPORT_ID_ALIASES = {
  project_id: ["projectId", "id"],
  project_name: ["projectName", "project"]
} as const

const reportTarget = {
  project_id: nullable(Id),
  project_name: nullable(Schema.Trim),
  format: withDefault(looseLiteral(PackFormat.literals), () => "html" as const)
}

/** GET /reports/doc and /reports_agile/doc query; which doc types apply depends on methodology. */
export const ReportDocRequest = withAliases(
  "ReportDocRequest",
  Schema.Struct({ ...reportTarget, doc_type: looseLiteral(ReportDocType.literals) }),
  REPORT_ID_ALIASES
)
export type ReportDocRequest = typeof ReportDocRequest.Type

/** GET /reports/initiation and /reports_agile/initiation query (a ZIP in the chosen format). */
export const ReportPackRequest = withAliases("ReportPackRequest", Schema.Struct(reportTarget), REPORT_ID_ALIASES)
export type ReportPackRequest = typeof ReportPackRequest.Type

/** HTML preview answer {ok, html, meta, error}. */
export const ReportHtmlResponse = Schema.Struct({
  ok: Schema.Boolean,
  html: optional(Schema.String),
  meta: optional(ReportMeta),
  error: optional(Schema.String)
}).annotations({ title: "ReportHtmlResponse" })
export type ReportHtmlResponse = typeof ReportHtmlResponse.Type
