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

/** GET /projects/{id}, ?name=, ?id=: the project, and the same object again under `project`. */
export const ProjectResponse = Schema.Struct({ ...ProjectView.fields, project: ProjectView }).annotations({ identifier: "ProjectResponse" })
