import { Hono } from "hono"
import { drawingToPng } from "@initpack/adapters/render/charts/png"
import { stakeholderGridDrawing } from "@initpack/adapters/render/charts/stakeholder-grid"
import { drawingToSvg } from "@initpack/adapters/render/charts/svg"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import {
  StakeholderDeleteRequest,
  StakeholderMatrixRequest,
  StakeholderStrategyRequest,
  StakeholderUpsertRequest
} from "@initpack/core/requests/waterfall/stakeholder-requests"
import { listStakeholders } from "@initpack/core/use-cases/waterfall/list-stakeholders"
import { upsertStakeholders } from "@initpack/core/use-cases/waterfall/upsert-stakeholders"
import { deleteStakeholder } from "@initpack/core/use-cases/waterfall/delete-stakeholder"
import { suggestStakeholderStrategy } from "@initpack/core/use-cases/waterfall/suggest-stakeholder-strategy"
import { saveStakeholderMatrix } from "@initpack/core/use-cases/waterfall/save-stakeholder-matrix"
import { getStakeholderMatrix } from "@initpack/core/use-cases/waterfall/get-stakeholder-matrix"
import type { Kit } from "../../http/kit"
import { cachedRead, sendJsonText } from "../../http/module-read"
import { withQuery } from "./with-query"

/** Stakeholder calls (waterfall.md §7 Stakeholders), mounted at /api/stakeholder; method-neutral. */
export const stakeholderRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  app.get("/list", kit.keptRead((c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => cachedRead(c, auth, listStakeholders(auth, q))), sendJsonText(c)))))
  app.post("/upsert", (c) => withBody(c, StakeholderUpsertRequest, (b) => run(c, authed(c, (auth) => upsertStakeholders(auth, b)))))
  app.post("/delete", (c) => withBody(c, StakeholderDeleteRequest, (b) => run(c, authed(c, (auth) => deleteStakeholder(auth, b)))))
  app.post("/strategy_raci", (c) => withBody(c, StakeholderStrategyRequest, (b) => run(c, authed(c, (auth) => suggestStakeholderStrategy(auth, b)))))
  app.post("/matrix", (c) => withBody(c, StakeholderMatrixRequest, (b) => run(c, authed(c, (auth) => saveStakeholderMatrix(auth, b)))))
  // the influence/interest grid image, drawn from the saved points: SVG, or PNG (names in the pixel font)
  app.get("/matrix/:project{[0-9]{1,9}}/:file{[0-9]{1,9}\\.(svg|png)}", (c) => {
    const file = c.req.param("file")
    const id = Number(file.slice(0, -4))
    return run(c, authed(c, (auth) => getStakeholderMatrix(auth, Number(c.req.param("project")), id)), (points) => {
      const drawing = stakeholderGridDrawing({ _tag: "StakeholderGrid", points })
      const png = file.endsWith(".png")
      return new Response((png ? drawingToPng(drawing, 2) : drawingToSvg(drawing)) as BodyInit, {
        headers: { "content-type": png ? "image/png" : "image/svg+xml; charset=utf-8", "cache-control": "private, no-store" }
      })
    })
  })
  return app
}
