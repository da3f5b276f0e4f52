import { Hono } from "hono"
import { csvText } from "@initpack/adapters/render/csv"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import {
  RiskAddRequest,
  RiskDeleteRequest,
  RiskGenerateMoreRequest,
  RiskGenerateRequest,
  RiskMitigationRequest,
  RiskSnapshotRequest,
  RiskUpdateRequest
} from "@initpack/core/requests/waterfall/risk-requests"
import { listRisks } from "@initpack/core/use-cases/waterfall/list-risks"
import { generateRisks } from "@initpack/core/use-cases/waterfall/generate-risks"
import { generateMoreRisks } from "@initpack/core/use-cases/waterfall/generate-more-risks"
import { updateRisk } from "@initpack/core/use-cases/waterfall/update-risk"
import { deleteRisk } from "@initpack/core/use-cases/waterfall/delete-risk"
import { draftRiskMitigation } from "@initpack/core/use-cases/waterfall/draft-risk-mitigation"
import { addRisk } from "@initpack/core/use-cases/waterfall/add-risk"
import { snapshotRisks } from "@initpack/core/use-cases/waterfall/snapshot-risks"
import { exportRisks } from "@initpack/core/use-cases/waterfall/export-risks"
import type { Kit } from "../../http/kit"
import { cachedRead, sendJsonText } from "../../http/module-read"
import { download, withQuery } from "./with-query"

/** Risk Register calls (waterfall.md §7 Risk), mounted at /api/risk; method-neutral (agile projects use them too). */
export const riskRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  app.get("/list", kit.keptRead((c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => cachedRead(c, auth, listRisks(auth, q))), sendJsonText(c)))))
  app.post("/generate", (c) => withBody(c, RiskGenerateRequest, (b) => run(c, authed(c, (auth) => generateRisks(auth, b)))))
  app.post("/generate_more", (c) => withBody(c, RiskGenerateMoreRequest, (b) => run(c, authed(c, (auth) => generateMoreRisks(auth, b)))))
  app.post("/update", (c) => withBody(c, RiskUpdateRequest, (b) => run(c, authed(c, (auth) => updateRisk(auth, b)))))
  app.post("/delete", (c) => withBody(c, RiskDeleteRequest, (b) => run(c, authed(c, (auth) => deleteRisk(auth, b)))))
  app.post("/mitigation", (c) => withBody(c, RiskMitigationRequest, (b) => run(c, authed(c, (auth) => draftRiskMitigation(auth, b)))))
  app.post("/add", (c) => withBody(c, RiskAddRequest, (b) => run(c, authed(c, (auth) => addRisk(auth, b)))))
  app.post("/snapshot", (c) => withBody(c, RiskSnapshotRequest, (b) => run(c, authed(c, (auth) => snapshotRisks(auth, b)))))
  app.get("/export.csv", (c) =>
    withQuery(c, ProjectQuery, (q) =>
      run(c, authed(c, (auth) => exportRisks(auth, q)), (csv) => download(csvText(csv.table, { bom: true }), csv.fileName, "text/csv; charset=utf-8"))
    )
  )
  return app
}
