import * as Schema from "effect/Schema"
import { PACK_STEP_NAMES } from "../../use-cases/pack/pack-progress"
import { ProjectArtefactsSchema } from "./artefacts-schema"

/** One module drafted: its step, label and what it holds ("12 risks, 3 High"). */
export const DraftedStepView = Schema.Struct({
  step: Schema.Literal(...PACK_STEP_NAMES),
  label: Schema.String,
  summary: Schema.String
}).annotations({ identifier: "DraftedStepView" })

/** POST /projects/draft: the drafted project (cut to the plan), its signature for the save, the method and each step's summary. */
export const DraftProjectResponse = Schema.Struct({
  draft: ProjectArtefactsSchema,
  signature: Schema.String.annotations({ description: "Sent back unchanged with the draft to POST /projects/from-draft" }),
  method: Schema.Literal("waterfall", "agile"),
  steps: Schema.Array(DraftedStepView)
}).annotations({ identifier: "DraftProjectResponse" })
export type DraftProjectResponse = typeof DraftProjectResponse.Type
