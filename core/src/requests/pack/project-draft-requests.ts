// Bodies of the brief -> draft -> review -> save calls (issue 35).
import * as Schema from "effect/Schema"
import { BriefForm } from "../../brief/brief-form"
import { JsonObject } from "../../schemas/json-value"

/** POST /briefs/read: pasted text, or an uploaded file as base64 with its name (the name tells its kind). */
export const BriefReadRequest = Schema.Struct({
  text: Schema.optionalWith(Schema.String, { exact: true }),
  file_name: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(255)), { exact: true }),
  content_base64: Schema.optionalWith(Schema.String, { exact: true })
}).annotations({ identifier: "BriefReadRequest" })
export type BriefReadRequest = typeof BriefReadRequest.Type

/** POST /projects/draft: the reviewed brief form. */
export const DraftProjectRequest = Schema.Struct({ brief: BriefForm }).annotations({ identifier: "DraftProjectRequest" })
export type DraftProjectRequest = typeof DraftProjectRequest.Type

/** POST /projects/from-draft: the draft as /projects/draft answered it, its signature, and the unticked lines' keys. */
export const SaveDraftRequest = Schema.Struct({
  draft: JsonObject,
  signature: Schema.String,
  removed: Schema.optionalWith(Schema.Array(Schema.String.pipe(Schema.maxLength(200))), { default: () => [] })
}).annotations({ identifier: "SaveDraftRequest" })
export type SaveDraftRequest = typeof SaveDraftRequest.Type
