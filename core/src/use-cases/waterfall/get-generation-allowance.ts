import type { ScopeAllowanceResponse } from "../../responses/waterfall/scope-responses"
import * as Effect from "effect/Effect"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { visionGoalAllowance } from "./plan-gate"

/**
 * GET /scope/allowance?project_name: the project's AI scope generations left (AI Generate Scope, goals' Add with AI,
 * More KPIs) and the cap, so the Scope Builder shows them beside those buttons (issue 37; platform.md §1 kept the
 * number hidden, the issue asks to show it).
 */
export const getGenerationAllowance = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    return { project_id: open.project.id, project_name: open.project.name, ...(yield* visionGoalAllowance(open)) } satisfies ScopeAllowanceResponse
  })
