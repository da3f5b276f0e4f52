import { PackHealthResponse } from "@initpack/core/responses/reports/health-responses"
import { ReportPreviewResponse } from "@initpack/core/responses/reports/report-responses"
import type { ModuleDoc } from "../route-doc"
import { healthQuery, reportQuery } from "./handler-queries"

const reports = (method: "waterfall" | "agile"): ModuleDoc => ({
  tag: "Reports",
  description: "Documents and initiation packs built from the saved artefacts (waterfall.md §7, agile.md §7, docs/reports.md).",
  prefixes: [method === "agile" ? "/api/reports_agile" : "/api/reports"],
  access: "subscriber",
  routes: {
    "GET /doc": {
      summary: `One ${method} document as HTML (JSON, or the page with raw=1), PDF, DOCX or Markdown`,
      returns: "html: { ok, html, meta, doc_type, title, project_name, file_name }; other formats: the file",
      query: reportQuery(method, "doc"),
      response: ReportPreviewResponse,
      answer: "document"
    },
    "GET /initiation": {
      summary: `The ${method} initiation pack as a ZIP of PDF, HTML or DOCX documents`,
      returns: "initiation_pack_{project}_{date}_{format}.zip",
      query: reportQuery(method, "pack"),
      answer: "pack"
    },
    "GET /health": {
      summary: "The pack health check of a saved project (either method): what a board's reviewer would find missing (docs/health-check.md)",
      returns: "{ project_name, method, counts: { error, warning, note }, findings: [{ id, severity: error|warning|note, rule, module, lines, message, fix, target? (the id of the row that fixes it, e.g. a risk's id) }] }, errors first",
      query: healthQuery,
      response: PackHealthResponse
    }
  }
})

export const waterfallReportDocs = reports("waterfall")
export const agileReportDocs = reports("agile")
