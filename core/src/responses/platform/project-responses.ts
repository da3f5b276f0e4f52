import * as Schema from "effect/Schema"
import { Methodology } from "../../schemas/enums"

const NullableIso = Schema.NullOr(Schema.String)

/** A project as the API answers it (platform.md §3), the alternate names written beside the canonical ones. */
export const ProjectView = Schema.Struct({
  id: Schema.Int,
  project_id: Schema.Int,
  name: Schema.String,
  project_name: Schema.String,
  methodology: Methodology,
  delivery: Methodology,
  latest_scope_at: NullableIso,
  created_at: Schema.String,
  archived_at: NullableIso
}).annotations({ identifier: "ProjectView", description: "A project; timestamps are ISO 8601 text." })
export type ProjectView = typeof ProjectView.Type

/** GET /projects and /projects/archived: the one list under both names (platform.md §7). */
export const ProjectListResponse = Schema.Struct({
  projects: Schema.Array(ProjectView),
  items: Schema.Array(ProjectView)
}).annotations({ identifier: "ProjectListResponse" })

/** One project read: with the board review's state (issue 36), the latest authorised version and whether the pack changed since. */
const ProjectRead = Schema.Struct({
  ...ProjectView.fields,
  authorised_version: Schema.NullOr(Schema.Int),
  changedSinceAuthorisation: Schema.Boolean
}).annotations({ identifier: "ProjectRead" })

/** GET /projects/{id}, ?name=, ?id=: the project, and the same object again under `project`. */
export const ProjectResponse = Schema.Struct({ ...ProjectRead.fields, project: ProjectRead }).annotations({ identifier: "ProjectResponse" })

export type ProjectListResponse = typeof ProjectListResponse.Type
export type ProjectResponse = typeof ProjectResponse.Type
