// POST /projects/draft with Accept: application/x-ndjson (issue 35): the Schema of each streamed line, for the
// OpenAPI document (core/src/use-cases/pack/draft-events.ts holds the types the use case builds).
import * as Schema from "effect/Schema"
import { DraftingErrorKind } from "../../drafting/drafting-error"
import { JsonObject } from "../../schemas/json-value"
import { PACK_STEP_NAMES } from "../../use-cases/pack/pack-progress"
import { DraftedStepView, DraftProjectResponse } from "./draft-responses"

const Module = Schema.Literal(...PACK_STEP_NAMES)
const Method = Schema.Literal("waterfall", "agile")

const DraftStartLine = Schema.Struct({
  type: Schema.Literal("start"),
  method: Method,
  drafter: Schema.String.annotations({ description: "The configured drafter: offline or openai:<model>" }),
  modules: Schema.Array(Schema.Struct({ module: Module, label: Schema.String }))
}).annotations({ identifier: "DraftStartLine", description: "First line: the method's modules in drafting order." })

const ModuleDraftingLine = Schema.Struct({
  type: Schema.Literal("module"),
  module: Module,
  label: Schema.String,
  status: Schema.Literal("drafting"),
  drafter: Schema.String
}).annotations({ identifier: "ModuleDraftingLine" })

const ModuleDoneLine = Schema.Struct({
  type: Schema.Literal("module"),
  module: Module,
  label: Schema.String,
  status: Schema.Literal("done"),
  summary: Schema.String,
  drafter: Schema.String.annotations({ description: "Who drafted it; empty for a module kept from the earlier attempt" }),
  kept: Schema.Boolean
}).annotations({ identifier: "ModuleDoneLine" })

const ModuleFailedLine = Schema.Struct({
  type: Schema.Literal("module"),
  module: Module,
  label: Schema.String,
  status: Schema.Literal("failed"),
  kind: DraftingErrorKind,
  reason: Schema.String
}).annotations({ identifier: "ModuleFailedLine" })

const DraftDoneLine = Schema.Struct({ type: Schema.Literal("draft"), ...DraftProjectResponse.fields }).annotations({
  identifier: "DraftDoneLine",
  description: "Last line when every module was drafted: the JSON answer's fields."
})

const DraftFailedLine = Schema.Struct({
  type: Schema.Literal("failed"),
  module: Module,
  label: Schema.String,
  kind: DraftingErrorKind,
  reason: Schema.String,
  message: Schema.String,
  resume: Schema.Struct({ kept: JsonObject, signature: Schema.String }).annotations({ description: "Sent back as `resume` to draft from the failed module on" }),
  steps: Schema.Array(DraftedStepView)
}).annotations({ identifier: "DraftFailedLine", description: "Last line when the model failed on a module: the modules drafted before it, kept." })

const DraftErrorLine = Schema.Struct({ type: Schema.Literal("error"), status: Schema.Int, error: Schema.String }).annotations({
  identifier: "DraftErrorLine",
  description: "Last line when drafting was refused after the stream began (the JSON call's status and error)."
})

/** One line of the stream. */
export const DraftStreamLineSchema = Schema.Union(DraftStartLine, ModuleDraftingLine, ModuleDoneLine, ModuleFailedLine, DraftDoneLine, DraftFailedLine, DraftErrorLine).annotations({
  identifier: "DraftStreamLine",
  description: "One line of the NDJSON stream: a start line, each module's state as it changes, then a draft, failed or error line."
})
