import { aiAction, recordUsage } from "../admin/record-usage"
import type { DraftingTaskName } from "../../drafting/tasks"
import type { Authenticated } from "../platform/authenticate-session"

/** One usage event per AI generation (issue 4: feeds the admin stats and alerts), e.g. "ai_draftEpics". */
export const recordAiUse = (auth: Authenticated, task: DraftingTaskName, projectId: number) =>
  recordUsage({ userId: auth.user.id, action: aiAction(task), projectId })
