import { Hono } from "hono"
import { csvText } from "@initpack/adapters/render/csv"
import { BacklogSaveRequest, StoriesGenerateRequest } from "@initpack/core/requests/agile/backlog-requests"
import { ProjectRefRequest } from "@initpack/core/requests/agile/project-ref"
import { AutoPlanRequest, ReleaseSaveRequest } from "@initpack/core/requests/agile/release-requests"
import { autoPlanRelease } from "@initpack/core/use-cases/agile/auto-plan-release"
import { exportJiraCsv } from "@initpack/core/use-cases/agile/export-jira-csv"
import { exportReleaseCsv } from "@initpack/core/use-cases/agile/export-release-csv"
import { generateEpics } from "@initpack/core/use-cases/agile/generate-epics"
import { generateStories } from "@initpack/core/use-cases/agile/generate-stories"
import { getBacklog } from "@initpack/core/use-cases/agile/get-backlog"
import { getReleasePlan } from "@initpack/core/use-cases/agile/get-release-plan"
import { saveBacklog } from "@initpack/core/use-cases/agile/save-backlog"
import { saveReleasePlan } from "@initpack/core/use-cases/agile/save-release-plan"
import { csvResponse, type AgileKit } from "./agile-kit"
import { cachedRead, sendJsonText } from "../../http/module-read"

/** Backlog and Release Plan (agile.md §7), under /api/agile. */
export const agileBacklogRoutes = (kit: AgileKit) => {
  const app = new Hono()
  const { runAgile, withBody, queryRef } = kit

  app.get("/backlog", kit.keptRead((c) => runAgile(c, (auth) => cachedRead(c, auth, getBacklog(auth, queryRef(c))), sendJsonText(c))))
  // the backlog as a Jira CSV import (docs/cli.md, "Jira CSV")
  for (const path of ["/backlog/export_jira", "/backlog/export/jira"]) {
    app.get(path, (c) => runAgile(c, (auth) => exportJiraCsv(auth, queryRef(c)), (csv) => csvResponse(c, csv.fileName, csvText(csv.table))))
  }
  app.post("/backlog/save", (c) => withBody(c, BacklogSaveRequest, (body) => runAgile(c, (auth) => saveBacklog(auth, body))))
  app.post("/epics/generate", (c) => withBody(c, ProjectRefRequest, (body) => runAgile(c, (auth) => generateEpics(auth, body))))
  for (const path of ["/backlog/generate", "/stories/generate"]) {
    app.post(path, (c) => withBody(c, StoriesGenerateRequest, (body) => runAgile(c, (auth) => generateStories(auth, body))))
  }

  app.get("/release", (c) => runAgile(c, (auth) => getReleasePlan(auth, queryRef(c))))
  app.post("/release/save", (c) => withBody(c, ReleaseSaveRequest, (body) => runAgile(c, (auth) => saveReleasePlan(auth, body))))
  app.post("/release/auto_plan", (c) => withBody(c, AutoPlanRequest, (body) => runAgile(c, (auth) => autoPlanRelease(auth, body))))
  for (const path of ["/release/export", "/release/export_csv"]) {
    app.get(path, (c) => runAgile(c, (auth) => exportReleaseCsv(auth, queryRef(c)), (csv) => csvResponse(c, csv.fileName, csvText(csv.table))))
  }
  return app
}
