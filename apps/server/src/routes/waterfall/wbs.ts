import { Hono } from "hono"
import { csvText } from "@initpack/adapters/render/csv"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import { SummaryQuery, SummaryRegenerateRequest, SummarySaveRequest, WbsGenerateRequest, WbsItemPatch, WbsRecalcRequest } from "@initpack/core/requests/waterfall/wbs-requests"
import { NewWbsItem } from "@initpack/core/schemas/wbs-item"
import { listWbs } from "@initpack/core/use-cases/waterfall/list-wbs"
import { createWbsItem } from "@initpack/core/use-cases/waterfall/create-wbs-item"
import { addWbsItems } from "@initpack/core/use-cases/waterfall/add-wbs-items"
import { WbsItemsRequest } from "@initpack/core/requests/waterfall/wbs-items-request"
import { updateWbsItem } from "@initpack/core/use-cases/waterfall/update-wbs-item"
import { deleteWbsItem } from "@initpack/core/use-cases/waterfall/delete-wbs-item"
import { generateWbs } from "@initpack/core/use-cases/waterfall/generate-wbs"
import { recalcWbs } from "@initpack/core/use-cases/waterfall/recalc-wbs"
import { exportWbs } from "@initpack/core/use-cases/waterfall/export-wbs"
import { getExecutionSummary } from "@initpack/core/use-cases/waterfall/get-execution-summary"
import { regenerateExecutionSummary } from "@initpack/core/use-cases/waterfall/regenerate-execution-summary"
import { saveExecutionSummary } from "@initpack/core/use-cases/waterfall/save-execution-summary"
import { parseId, type Kit } from "../../http/kit"
import { jsonError } from "../../http/error-response"
import { cachedRead, sendJsonText } from "../../http/module-read"
import { rawBody } from "../../http/read-body"
import { download, withQuery } from "./with-query"

const ID = "/item/:id{[0-9]{1,9}}"

/** WBS Builder and Execution Summary calls (waterfall.md §7 WBS, Execution summary), mounted at /api/wbs. */
export const wbsRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  app.get("/", kit.keptRead((c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => cachedRead(c, auth, listWbs(auth, q))), sendJsonText(c)))))
  // after_id (optional): add the row right after that one (add sibling) instead of last under its parent
  app.post("/item", (c) =>
    withBody(c, NewWbsItem, async (b) => {
      const raw = (await rawBody(c)).after_id
      const afterId = raw === undefined || raw === null || raw === "" ? null : parseId(String(raw))
      if (afterId === null && raw !== undefined && raw !== null && raw !== "") return jsonError(c, 400, "after_id must be the id of a task.")
      return run(c, authed(c, (auth) => createWbsItem(auth, b, afterId)), (r) => c.json(r, 201))
    })
  )
  // a task list (paste or import) in one call: POST {items: [{task, duration_days, level}], parent_id | after_id}
  app.post("/items", (c) => withBody(c, WbsItemsRequest, (b) => run(c, authed(c, (auth) => addWbsItems(auth, b)), (r) => c.json(r, 201))))
  app.put(ID, (c) => withBody(c, WbsItemPatch, (b) => run(c, authed(c, (auth) => updateWbsItem(auth, Number(c.req.param("id")), b)))))
  // ?version= (optional): the version the client read; a stale one answers 409
  app.delete(ID, (c) => run(c, authed(c, (auth) => deleteWbsItem(auth, Number(c.req.param("id")), parseId(c.req.query("version"))))))
  app.post("/generate", (c) => withBody(c, WbsGenerateRequest, (b) => run(c, authed(c, (auth) => generateWbs(auth, b)))))
  app.post("/recalc", (c) => withBody(c, WbsRecalcRequest, (b) => run(c, authed(c, (auth) => recalcWbs(auth, b)))))
  app.get("/export.csv", (c) =>
    withQuery(c, ProjectQuery, (q) =>
      run(c, authed(c, (auth) => exportWbs(auth, q)), (csv) => download(csvText(csv.table, { bom: true }), csv.fileName, "text/csv; charset=utf-8"))
    )
  )
  app.get("/summary", (c) => withQuery(c, SummaryQuery, (q) => run(c, authed(c, (auth) => getExecutionSummary(auth, q)))))
  app.post("/summary/regenerate", (c) => withBody(c, SummaryRegenerateRequest, (b) => run(c, authed(c, (auth) => regenerateExecutionSummary(auth, b)))))
  app.post("/summary/save", (c) => withBody(c, SummarySaveRequest, (b) => run(c, authed(c, (auth) => saveExecutionSummary(auth, b)))))
  return app
}
