// The drafting port: one method per AI task (waterfall.md and agile.md §2, §7). Adapters: offline and OpenAI.
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DraftingError } from "../drafting/drafting-error"
import type { DraftingTaskName, TaskRequest, TaskResponse } from "../drafting/tasks"

type Draft<Req, Res> = (request: Req) => Effect.Effect<Res, DraftingError>

/** One method per task of the drafting catalogue (../drafting/tasks), taking its request and answering its response. */
export type DraftingMethods = { readonly [K in DraftingTaskName]: Draft<TaskRequest<K>, TaskResponse<K>> }

export interface DrafterService extends DraftingMethods {
  /** Which adapter answers ("offline" or "openai:<model>"), for logs and the `model` field. */
  readonly name: string
}

export class Drafter extends Context.Tag("@initpack/core/Drafter")<Drafter, DrafterService>() {}
