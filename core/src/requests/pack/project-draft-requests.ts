// Bodies of the brief -> draft -> review -> save calls (issue 35).
import * as Schema from "effect/Schema"
import { BriefForm } from "../../brief/brief-form"
import { JsonObject } from "../../schemas/json-value"
import { PACK_STEP_NAMES } from "../../use-cases/pack/pack-progress"

/** POST /briefs/read: pasted text, or an uploaded file as base64 with its name (the name tells its kind). */
export const BriefReadRequest = Schema.Struct({
  text: Schema.optionalWith(Schema.String, { exact: true }),
  file_name: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(255)), { exact: true }),
  content_base64: Schema.optionalWith(Schema.String, { exact: true })
}).annotations({ identifier: "BriefReadRequest" })
export type BriefReadRequest = typeof BriefReadRequest.Type

/** The modules an earlier attempt drafted before the model failed, and their signature, as that attempt's stream answered them. */
export const KeptModules = Schema.Struct({
  kept: JsonObject,
  signature: Schema.String
}).annotations({ identifier: "KeptModules" })
export type KeptModules = typeof KeptModules.Type

/**
 * POST /projects/draft: the reviewed brief form; after the model failed on a module (issue 35), the modules kept
 * from that attempt (`resume`) and the modules to draft with the offline drafter instead of the model.
 */
export const DraftProjectRequest = Schema.Struct({
  brief: BriefForm,
  resume: Schema.optionalWith(KeptModules, { exact: true }),
  offline_modules: Schema.optionalWith(Schema.Array(Schema.Literal(...PACK_STEP_NAMES)), { default: () => [] })
}).annotations({ identifier: "DraftProjectRequest" })
export type DraftProjectRequest = typeof DraftProjectRequest.Type

/** POST /projects/from-draft: the draft as /projects/draft answered it, its signature, and the unticked lines' keys. */
export const SaveDraftRequest = Schema.Struct({
  draft: JsonObject,
  signature: Schema.String,
  removed: Schema.optionalWith(Schema.Array(Schema.String.pipe(Schema.maxLength(200))), { default: () => [] })
}).annotations({ identifier: "SaveDraftRequest" })
export type SaveDraftRequest = typeof SaveDraftRequest.Type
