import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Methodology } from "./enums"
import { Id, looseLiteral, nullable, requiredText, Timestamp } from "./primitives"

const NullableTimestamp = nullable(Timestamp)

/** platform.md §3 Project. Alternates: project_id, project_name, delivery. */
export const Project = withAliases(
  "Project",
  Schema.Struct({
    id: Id,
    name: requiredText("Project name is required."),
    methodology: looseLiteral(Methodology.literals),
    latest_scope_at: NullableTimestamp,
    created_at: NullableTimestamp,
    archived_at: NullableTimestamp
  }),
  { id: ["project_id"], name: ["project_name"], methodology: ["delivery"] }
)
export type Project = typeof Project.Type

/** POST /projects {name, methodology} (platform.md §5 messages). */
export const NewProject = withAliases(
  "NewProject",
  Schema.Struct({
    name: requiredText("Project name is required."),
    methodology: looseLiteral(Methodology.literals)
  }),
  { name: ["project_name"], methodology: ["delivery"] }
)
export type NewProject = typeof NewProject.Type

/**
 * How a project is named where identifiers are passed (query, router state, request bodies):
 * project_id (also projectId, id) and project_name (also projectName, project, name).
 */
export const ProjectRef = withAliases(
  "ProjectRef",
  Schema.Struct({
    project_id: nullable(Id),
    project_name: nullable(Schema.Trim)
  }),
  { project_id: ["projectId", "id"], project_name: ["projectName", "project", "name"] }
)
export type ProjectRef = typeof ProjectRef.Type
