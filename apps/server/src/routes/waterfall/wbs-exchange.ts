import { Hono } from "hono"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import { WbsImportRequest } from "@initpack/core/requests/waterfall/wbs-import-request"
import { exportWbsCalendar } from "@initpack/core/use-cases/waterfall/export-wbs-calendar"
import { exportWbsXml } from "@initpack/core/use-cases/waterfall/export-wbs-xml"
import { importWbsXml, wbsImportStamp } from "@initpack/core/use-cases/waterfall/import-wbs-xml"
import type { Kit } from "../../http/kit"
import { download, withQuery } from "./with-query"

/** The WBS exchanged with other tools (issue 22): MS Project XML out and in, iCalendar out, mounted at /api/wbs beside the WBS calls. */
export const wbsExchangeRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  app.get("/export.xml", (c) =>
    withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => exportWbsXml(auth, q)), (x) => download(x.xml, x.fileName, "application/xml; charset=utf-8")))
  )
  app.get("/export.ics", (c) =>
    withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => exportWbsCalendar(auth, q)), (x) => download(x.text, x.fileName, "text/calendar; charset=utf-8")))
  )
  app.get("/import/stamp", (c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => wbsImportStamp(auth, q)))))
  app.post("/import", (c) => withBody(c, WbsImportRequest, (b) => run(c, authed(c, (auth) => importWbsXml(auth, b)))))
  return app
}
