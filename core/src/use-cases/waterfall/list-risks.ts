import * as Effect from "effect/Effect"
import type { RiskListResponse } from "../../responses/waterfall/risk-responses"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { riskView } from "./risk-view"

/** GET /risk/list: the register with RAG score and label; any project method (agile too). */
export const listRisks = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    const risks = (yield* (yield* RiskRepository).list(open.project.id)).map(riskView)
    return { project_id: open.project.id, project_name: open.project.name, risks, items: risks } satisfies RiskListResponse
  })
