import { Hono } from "hono"
import { csvText } from "@initpack/adapters/render/csv"
import { AgileBudgetGenerateRequest, AgileCostTypesRequest } from "@initpack/core/requests/agile/budget-requests"
import { exportAgileBudgetCsv } from "@initpack/core/use-cases/agile/export-agile-budget-csv"
import { generateAgileBudget } from "@initpack/core/use-cases/agile/generate-agile-budget"
import { getAgileBudgetDefaults } from "@initpack/core/use-cases/agile/get-agile-budget-defaults"
import { getAgileBudgetSnapshot } from "@initpack/core/use-cases/agile/get-agile-budget-snapshot"
import { getAgileBudgetSummary } from "@initpack/core/use-cases/agile/get-agile-budget-summary"
import { updateAgileCostTypes } from "@initpack/core/use-cases/agile/update-agile-cost-types"
import { csvResponse, type AgileKit } from "./agile-kit"
import { cachedRead, sendJsonText } from "../../http/module-read"

/** Agile Budget (agile.md §7), under /api/budget/agile. */
export const agileBudgetRoutes = (kit: AgileKit) => {
  const app = new Hono()
  const { runAgile, withBody, queryRef } = kit
  app.get("/defaults", (c) => runAgile(c, getAgileBudgetDefaults))
  app.get("/snapshot", kit.keptRead((c) => runAgile(c, (auth) => cachedRead(c, auth, getAgileBudgetSnapshot(auth, queryRef(c))), sendJsonText(c))))
  app.get("/summary", (c) => runAgile(c, (auth) => getAgileBudgetSummary(auth, queryRef(c))))
  app.post("/generate", (c) => withBody(c, AgileBudgetGenerateRequest, (body) => runAgile(c, (auth) => generateAgileBudget(auth, body))))
  app.post("/update_cost_types", (c) => withBody(c, AgileCostTypesRequest, (body) => runAgile(c, (auth) => updateAgileCostTypes(auth, body))))
  app.get("/export", (c) => runAgile(c, (auth) => exportAgileBudgetCsv(auth, queryRef(c)), (csv) => csvResponse(c, csv.fileName, csvText(csv.table))))
  return app
}
