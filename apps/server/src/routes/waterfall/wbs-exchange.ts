import { Hono } from "hono"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import { exportWbsXml } from "@initpack/core/use-cases/waterfall/export-wbs-xml"
import type { Kit } from "../../http/kit"
import { download, withQuery } from "./with-query"

/** The WBS exchanged with other tools (issue 22): MS Project XML, mounted at /api/wbs beside the WBS calls. */
export const wbsExchangeRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed } = kit
  app.get("/export.xml", (c) =>
    withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => exportWbsXml(auth, q)), (x) => download(x.xml, x.fileName, "application/xml; charset=utf-8")))
  )
  return app
}
