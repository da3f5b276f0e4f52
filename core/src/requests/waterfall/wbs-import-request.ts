import * as Schema from "effect/Schema"
import { optional } from "../../schemas/primitives"
import { projectRequest } from "./project-ref"

/**
 * POST /wbs/import {project_id | project_name, xml, mode, stamp}: an MS Project XML plan replaces the WBS
 * (mode "replace", the default) or goes after it ("append"). `stamp` (from GET /wbs/import/stamp or an
 * earlier import) is the WBS the user saw: a WBS changed since answers 409 and nothing is written.
 */
export const WbsImportRequest = projectRequest("WbsImportRequest", {
  xml: Schema.String.annotations({ message: () => "xml must be the MS Project XML file's text" }),
  mode: optional(Schema.Literal("replace", "append").annotations({ message: () => 'mode must be "replace" or "append"' })),
  stamp: optional(Schema.String)
})
export type WbsImportRequest = typeof WbsImportRequest.Type
