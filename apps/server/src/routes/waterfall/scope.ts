import { Hono } from "hono"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import {
  BackgroundGenerateRequest,
  BackgroundSaveRequest,
  KpiGenerateRequest,
  NarrativeImproveRequest,
  ScopeGenerateRequest,
  ScopeImproveRequest,
  ScopeSaveRequest
} from "@initpack/core/requests/waterfall/scope-requests"
import { getLatestScope } from "@initpack/core/use-cases/waterfall/get-latest-scope"
import { getGenerationAllowance } from "@initpack/core/use-cases/waterfall/get-generation-allowance"
import { generateScope } from "@initpack/core/use-cases/waterfall/generate-scope"
import { saveScope } from "@initpack/core/use-cases/waterfall/save-scope"
import { getScopeBackground } from "@initpack/core/use-cases/waterfall/get-scope-background"
import { saveScopeBackground } from "@initpack/core/use-cases/waterfall/save-scope-background"
import { generateScopeBackground } from "@initpack/core/use-cases/waterfall/generate-scope-background"
import { generateKpis } from "@initpack/core/use-cases/waterfall/generate-kpis"
import { improveNarrative } from "@initpack/core/use-cases/waterfall/improve-narrative"
import { improveScopeSection } from "@initpack/core/use-cases/waterfall/improve-scope-section"
import type { Kit } from "../../http/kit"
import { withQuery } from "./with-query"

/** Scope Builder calls (waterfall.md §7 Scope), mounted at /api/scope. */
export const scopeRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  app.get("/latest", (c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => getLatestScope(auth, q)))))
  app.get("/allowance", (c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => getGenerationAllowance(auth, q)))))
  app.post("/generate", (c) => withBody(c, ScopeGenerateRequest, (b) => run(c, authed(c, (auth) => generateScope(auth, b)))))
  app.post("/save", (c) => withBody(c, ScopeSaveRequest, (b) => run(c, authed(c, (auth) => saveScope(auth, b)))))
  app.get("/background", (c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => getScopeBackground(auth, q)))))
  app.post("/background/save", (c) => withBody(c, BackgroundSaveRequest, (b) => run(c, authed(c, (auth) => saveScopeBackground(auth, b)))))
  app.post("/background/generate", (c) => withBody(c, BackgroundGenerateRequest, (b) => run(c, authed(c, (auth) => generateScopeBackground(auth, b)))))
  app.post("/kpi/generate", (c) => withBody(c, KpiGenerateRequest, (b) => run(c, authed(c, (auth) => generateKpis(auth, b)))))
  app.post("/narrative/improve", (c) => withBody(c, NarrativeImproveRequest, (b) => run(c, authed(c, (auth) => improveNarrative(auth, b)))))
  app.post("/improve", (c) => withBody(c, ScopeImproveRequest, (b) => run(c, authed(c, (auth) => improveScopeSection(auth, b)))))
  return app
}
