import * as Schema from "effect/Schema"
import { BriefForm } from "../../brief/brief-form"

/** POST /briefs/read: the brief form read from the pasted text or the uploaded document, to review before drafting. */
export const BriefReadResponse = Schema.Struct({ form: BriefForm }).annotations({ identifier: "BriefReadResponse" })
export type BriefReadResponse = typeof BriefReadResponse.Type
