import { Hono } from "hono"
import { exportScheduleCalendar, exportScheduleXml } from "@initpack/core/use-cases/agile/export-schedule-plan"
import { download } from "../waterfall/with-query"
import type { AgileKit } from "./agile-kit"

/** The agile schedule handed to other tools (issue 22): MS Project XML and iCalendar, under /api/agile. */
export const agileScheduleExchangeRoutes = (kit: AgileKit) => {
  const app = new Hono()
  const { runAgile, queryRef } = kit
  app.get("/schedule/export.xml", (c) => runAgile(c, (auth) => exportScheduleXml(auth, queryRef(c)), (x) => download(x.text, x.fileName, "application/xml; charset=utf-8")))
  app.get("/schedule/export.ics", (c) => runAgile(c, (auth) => exportScheduleCalendar(auth, queryRef(c)), (x) => download(x.text, x.fileName, "text/calendar; charset=utf-8")))
  return app
}
