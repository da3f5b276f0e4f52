import type { Context } from "hono"
import type { ReportPreviewResponse } from "@initpack/core/responses/reports/report-responses"
import { Hono } from "hono"
import type { DeliveryMethod } from "@initpack/core/document/model"
import { getInitiationPack } from "@initpack/core/use-cases/reports/get-initiation-pack"
import { getPackHealth } from "@initpack/core/use-cases/reports/get-pack-health"
import { getReportDocument } from "@initpack/core/use-cases/reports/get-report-document"
import type { ReportQuery } from "@initpack/core/use-cases/reports/report-request"
import type { Kit } from "../../http/kit"
import { download } from "../waterfall/with-query"

const first = (c: Context, ...names: ReadonlyArray<string>): string | undefined => {
  for (const name of names) {
    const value = c.req.query(name)
    if (value !== undefined && value.trim() !== "") return value
  }
  return undefined
}

/** waterfall.md §2, agile.md §2: projectId, project_id or id; projectName or project (project_name too). */
const reportQuery = (c: Context): ReportQuery => ({
  project_id: first(c, "project_id", "projectId", "id"),
  project_name: first(c, "project_name", "projectName", "project"),
  doc_type: first(c, "doc_type", "docType", "doc"),
  format: first(c, "format"),
  with_findings: first(c, "with_findings", "withFindings"),
  with_assumptions: first(c, "with_assumptions", "withAssumptions")
})

const decoder = new TextDecoder()

/**
 * GET /doc and /initiation (waterfall.md §7 Reports, agile.md §7 Reports), mounted at /api/reports
 * (waterfall) and /api/reports_agile (agile). HTML answers {ok, html, meta} unless raw=1 (the page
 * itself, for Open in new tab); pdf, docx, md and the pack ZIP answer files.
 */
export const reportRoutes = (kit: Kit, method: DeliveryMethod) => {
  const app = new Hono()
  const { run, authed } = kit
  app.get("/doc", (c) =>
    run(c, authed(c, (auth) => getReportDocument(auth, method, reportQuery(c))), ({ document, file, fileName }) => {
      if (file.format !== "html") return download(file.bytes, fileName, file.contentType)
      const html = decoder.decode(file.bytes)
      if (c.req.query("raw") === "1") return c.html(html)
      return c.json({ ok: true, html, meta: document.meta, doc_type: document.kind, title: document.title, project_name: document.projectName, file_name: fileName } satisfies ReportPreviewResponse)
    })
  )
  app.get("/initiation", (c) =>
    run(c, authed(c, (auth) => getInitiationPack(auth, method, reportQuery(c))), ({ bytes, fileName }) => download(bytes, fileName, "application/zip"))
  )
  // issue 34: the pack health check of a project of either method (docs/health-check.md)
  app.get("/health", (c) => run(c, authed(c, (auth) => getPackHealth(auth, reportQuery(c)))))
  return app
}
