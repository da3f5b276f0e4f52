// A scripted model for tests that need a whole project drafted "by the model": each task answered as the offline
// drafter answers it, made to fit the task's response Schema as a model's answer must (an offline list item the
// Schema refuses, e.g. a budget line costing nothing, is left out).
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { draftingTasks, type DraftingTaskName } from "@initpack/core/drafting/tasks"

export const offlineModelAnswer = (task: string, request: unknown): Record<string, unknown> | undefined => {
  const draft = (offlineDrafts as unknown as Record<string, (r: unknown) => Record<string, unknown>>)[task]
  const spec = draftingTasks[task as DraftingTaskName]
  if (draft === undefined || spec === undefined) return undefined
  const answer = JSON.parse(JSON.stringify(draft(request))) as Record<string, unknown>
  const fits = (value: unknown) => Either.isRight(Schema.decodeUnknownEither(spec.response as Schema.Schema<unknown, unknown>)(value))
  if (fits(answer) || !Array.isArray(answer.items)) return answer
  return { ...answer, items: answer.items.filter((item) => fits({ ...answer, items: [item] })) }
}
