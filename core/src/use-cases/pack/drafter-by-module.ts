// One drafter for a whole project whose modules may come from two: the configured model, and the offline drafter
// for the modules the user chose to draft offline after the model failed on them (issue 35). The modules are
// drafted one after another, so the module being drafted (told by its StepStarted event) picks the drafter.
import * as Effect from "effect/Effect"
import { DRAFTING_TASK_NAMES } from "../../drafting/tasks"
import type { DrafterService } from "../../ports/drafter"
import type { PackProgress, PackStep } from "./pack-progress"

export interface DrafterByModule {
  readonly service: DrafterService
  /** Feed every progress event here before anything else sees it. */
  readonly follow: (event: PackProgress) => void
  /** The drafter's name (`offline`, `openai:<model>`) that drafts this module. */
  readonly nameFor: (module: PackStep) => string
}

export const drafterByModule = (model: DrafterService, offline: DrafterService, offlineModules: ReadonlySet<PackStep>): DrafterByModule => {
  let current: PackStep | undefined
  const pick = (module: PackStep | undefined) => (module !== undefined && offlineModules.has(module) ? offline : model)
  const methods = Object.fromEntries(
    DRAFTING_TASK_NAMES.map((task) => [task, (request: never) => Effect.suspend(() => (pick(current)[task] as (r: never) => Effect.Effect<unknown, unknown>)(request))])
  )
  return {
    service: { ...methods, name: model.name } as unknown as DrafterService,
    follow: (event) => {
      if (event._tag === "StepStarted") current = event.step
    },
    nameFor: (module) => pick(module).name
  }
}
