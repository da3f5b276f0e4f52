import * as Schema from "effect/Schema"
import { ProjectArtefactsSchema } from "./artefacts-schema"

const PACK_STEPS = [
  "scope",
  "stakeholders",
  "risks",
  "wbs",
  "execution_summary",
  "budget",
  "comms",
  "quick_draft",
  "agile_scope",
  "epics",
  "stories",
  "release",
  "schedule"
] as const

/** One module drafted: its step, label and what it holds ("12 risks, 3 High"). */
export const DraftedStepView = Schema.Struct({
  step: Schema.Literal(...PACK_STEPS),
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
