import * as Effect from "effect/Effect"
import { UsageEvents } from "../../ports/admin/usage-events"
import { Clock } from "../../ports/clock"

/** Action names: project creation (recorded by createProject), and one per AI generation ("ai_" + the drafting task, e.g. "ai_scope"). */
export { PROJECT_CREATE_ACTION } from "../platform/plan-access"
export const aiAction = (task: string) => `ai_${task}`

export interface UsageInput {
  readonly userId: number
  readonly action: string
  readonly projectId?: number | null | undefined
}

/** Records one usage event now (issue 4: every AI generation and project creation; feeds the admin stats and alerts). */
export const recordUsage = (input: UsageInput) =>
  Effect.gen(function* () {
    const at = yield* (yield* Clock).now
    yield* (yield* UsageEvents).record({ userId: input.userId, action: input.action, projectId: input.projectId ?? null, at })
  })
