import { Hono } from "hono"
import { csvText } from "@initpack/adapters/render/csv"
import { BudgetCostTypesRequest } from "@initpack/core/requests/waterfall/budget-requests"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import { BudgetGenerateRequest } from "@initpack/core/schemas/budget-config"
import { getBudgetDefaults } from "@initpack/core/use-cases/waterfall/get-budget-defaults"
import { getBudgetSnapshot } from "@initpack/core/use-cases/waterfall/get-budget-snapshot"
import { generateBudget } from "@initpack/core/use-cases/waterfall/generate-budget"
import { updateBudgetCostTypes } from "@initpack/core/use-cases/waterfall/update-budget-cost-types"
import { exportBudget } from "@initpack/core/use-cases/waterfall/export-budget"
import type { Kit } from "../../http/kit"
import { cachedRead, sendJsonText } from "../../http/module-read"
import { download, withQuery } from "./with-query"

/** Budget calls (waterfall.md §7 Budget), mounted at /api/budget. */
export const budgetRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  app.get("/defaults", (c) => run(c, authed(c, getBudgetDefaults)))
  app.get("/snapshot", kit.keptRead((c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => cachedRead(c, auth, getBudgetSnapshot(auth, q))), sendJsonText(c)))))
  app.post("/generate", (c) => withBody(c, BudgetGenerateRequest, (b) => run(c, authed(c, (auth) => generateBudget(auth, b)))))
  app.post("/update_cost_types", (c) => withBody(c, BudgetCostTypesRequest, (b) => run(c, authed(c, (auth) => updateBudgetCostTypes(auth, b)))))
  app.get("/export", (c) =>
    withQuery(c, ProjectQuery, (q) =>
      run(c, authed(c, (auth) => exportBudget(auth, q)), (csv) => download(csvText(csv.table, { bom: true }), csv.fileName, "text/csv; charset=utf-8"))
    )
  )
  return app
}
