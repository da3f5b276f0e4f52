import type { ModuleDoc } from "../route-doc"
import { reportQuery } from "./handler-queries"

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
      answer: "document"
    },
    "GET /initiation": {
      summary: `The ${method} initiation pack as a ZIP of PDF, HTML or DOCX documents`,
      returns: "initiation_pack_{project}_{date}_{format}.zip",
      query: reportQuery(method, "pack"),
      answer: "pack"
    }
  }
})

export const waterfallReportDocs = reports("waterfall")
export const agileReportDocs = reports("agile")
