import * as Schema from "effect/Schema"
import { ReportDocType } from "../../schemas/enums"

/** Shown with every preview (waterfall.md §3, agile.md §3): when, from which template, of which content. */
export const ReportMetaView = Schema.Struct({
  generated_at: Schema.String,
  template_version: Schema.String,
  source_hash: Schema.String
}).annotations({ identifier: "ReportMetaView" })

/** GET /reports/doc (format=html, not raw): the preview with its meta and the file name a download gets. */
export const ReportPreviewResponse = Schema.Struct({
  ok: Schema.Literal(true),
  html: Schema.String,
  meta: ReportMetaView,
  doc_type: Schema.Union(ReportDocType, Schema.Literal("lean_business_case")),
  title: Schema.String,
  project_name: Schema.String,
  file_name: Schema.String
}).annotations({ identifier: "ReportPreviewResponse" })
export type ReportPreviewResponse = typeof ReportPreviewResponse.Type

export type ReportMetaView = typeof ReportMetaView.Type
