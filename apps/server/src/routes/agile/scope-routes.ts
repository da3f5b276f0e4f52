import { Hono, type Context } from "hono"
import { AgileScopeGenerateRequest, AgileScopeSaveRequest, AugmentScopeRequest, ExpandVisionRequest, ImproveAgileScopeRequest } from "@initpack/core/requests/agile/scope-requests"
import { augmentAgileScope } from "@initpack/core/use-cases/agile/augment-agile-scope"
import { expandAgileVision } from "@initpack/core/use-cases/agile/expand-agile-vision"
import { generateAgileScope } from "@initpack/core/use-cases/agile/generate-agile-scope"
import { getAgileScope } from "@initpack/core/use-cases/agile/get-agile-scope"
import { improveAgileScope } from "@initpack/core/use-cases/agile/improve-agile-scope"
import { prefillAgileRisk } from "@initpack/core/use-cases/agile/prefill-agile-risk"
import { saveAgileScope } from "@initpack/core/use-cases/agile/save-agile-scope"
import type { AgileKit } from "./agile-kit"

/**
 * The agile variant of POST /scope/improve (agile.md §7: count, current_rationale). Mounted at
 * /api/agile/scope/improve; the shared /api/scope/improve handler calls it when the project is agile.
 */
export const improveAgileScopeHandler = (kit: AgileKit) => (c: Context) =>
  kit.withBody(c, ImproveAgileScopeRequest, (body) => kit.runAgile(c, (auth) => improveAgileScope(auth, body)))

/** Agile Scope, Quick Draft and the agile risk prefill (agile.md §7), under /api/agile. */
export const agileScopeRoutes = (kit: AgileKit) => {
  const app = new Hono()
  const { runAgile, withBody, queryRef } = kit

  app.get("/scope", (c) =>
    runAgile(c, (auth) => getAgileScope(auth, queryRef(c), { createIfMissing: /^(true|1|yes)$/i.test(c.req.query("create_if_missing") ?? "") }))
  )
  app.post("/scope/save", (c) => withBody(c, AgileScopeSaveRequest, (body) => runAgile(c, (auth) => saveAgileScope(auth, body))))
  app.post("/scope/generate", (c) => withBody(c, AgileScopeGenerateRequest, (body) => runAgile(c, (auth) => generateAgileScope(auth, body))))
  app.post("/quick-draft", (c) => withBody(c, AgileScopeGenerateRequest, (body) => runAgile(c, (auth) => generateAgileScope(auth, body))))
  app.post("/scope/expand_vision", (c) => withBody(c, ExpandVisionRequest, (body) => runAgile(c, (auth) => expandAgileVision(auth, body))))
  app.post("/scope/augment", (c) => withBody(c, AugmentScopeRequest, (body) => runAgile(c, (auth) => augmentAgileScope(auth, body))))
  app.post("/scope/improve", improveAgileScopeHandler(kit))
  app.get("/risk/prefill", (c) => runAgile(c, (auth) => prefillAgileRisk(auth, queryRef(c))))
  return app
}
