import { Hono, type Context } from "hono"
import { csvText } from "@initpack/adapters/render/csv"
import { ProjectRefRequest } from "@initpack/core/requests/agile/project-ref"
import {
  NewScheduleTaskRequest,
  ScheduleBaseStartRequest,
  ScheduleTaskParentRequest,
  ScheduleTaskUpdateRequest,
  ScheduleTaskVersionRequest
} from "@initpack/core/requests/agile/schedule-requests"
import { createScheduleTask } from "@initpack/core/use-cases/agile/create-schedule-task"
import { deleteScheduleTask } from "@initpack/core/use-cases/agile/delete-schedule-task"
import { exportScheduleCsv } from "@initpack/core/use-cases/agile/export-schedule-csv"
import { generateSchedulePlan } from "@initpack/core/use-cases/agile/generate-schedule-plan"
import { generateScheduleResources } from "@initpack/core/use-cases/agile/generate-schedule-resources"
import { getSchedule } from "@initpack/core/use-cases/agile/get-schedule"
import { recalcSchedule } from "@initpack/core/use-cases/agile/recalc-schedule"
import { updateScheduleTask } from "@initpack/core/use-cases/agile/update-schedule-task"
import { updateTaskParent } from "@initpack/core/use-cases/agile/update-task-parent"
import { parseId } from "../../http/kit"
import { csvResponse, type AgileKit } from "./agile-kit"

const TASK = "/schedule/task/:id{[0-9]{1,9}}"

/** Agile Schedule (agile.md §7), under /api/agile. */
export const agileScheduleRoutes = (kit: AgileKit) => {
  const app = new Hono()
  const { runAgile, withBody, queryRef } = kit
  const taskId = (c: Context) => Number(c.req.param("id"))
  // indent, outdent and delete: the task's version from the (optional) body {version} or ?version=
  const withVersion = (c: Context, f: (version: number | null) => Promise<Response>) =>
    withBody(c, ScheduleTaskVersionRequest, (body) => f(body.version ?? parseId(c.req.query("version"))))

  app.get("/schedule", (c) => runAgile(c, (auth) => getSchedule(auth, queryRef(c))))
  app.post("/schedule/generate_plan", (c) => withBody(c, ScheduleBaseStartRequest, (body) => runAgile(c, (auth) => generateSchedulePlan(auth, body))))
  app.post("/schedule/recalc", (c) => withBody(c, ScheduleBaseStartRequest, (body) => runAgile(c, (auth) => recalcSchedule(auth, body))))
  app.post("/schedule/generate_resources", (c) =>
    withBody(c, ProjectRefRequest, (body) => runAgile(c, (auth) => generateScheduleResources(auth, body)))
  )
  app.post("/schedule/task", (c) => withBody(c, NewScheduleTaskRequest, (body) => runAgile(c, (auth) => createScheduleTask(auth, body))))
  for (const method of ["put", "patch"] as const) {
    app[method](TASK, (c) => withBody(c, ScheduleTaskUpdateRequest, (body) => runAgile(c, (auth) => updateScheduleTask(auth, taskId(c), body))))
  }
  app.delete(TASK, (c) => withVersion(c, (version) => runAgile(c, (auth) => deleteScheduleTask(auth, taskId(c), version))))
  // the update-parent call (path not shown in agile.md §7): {action: indent|outdent} or {parent_id}
  app.post(`${TASK}/parent`, (c) => withBody(c, ScheduleTaskParentRequest, (body) => runAgile(c, (auth) => updateTaskParent(auth, taskId(c), body))))
  for (const action of ["indent", "outdent"] as const) {
    app.post(`${TASK}/${action}`, (c) =>
      withVersion(c, (version) => runAgile(c, (auth) => updateTaskParent(auth, taskId(c), { action, parent_id: null, version })))
    )
  }
  for (const path of ["/schedule/export", "/schedule/export_csv", "/schedule/tasks.csv"]) {
    app.get(path, (c) => runAgile(c, (auth) => exportScheduleCsv(auth, queryRef(c)), (csv) => csvResponse(c, csv.fileName, csvText(csv.table))))
  }
  return app
}
