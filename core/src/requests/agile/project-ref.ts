import * as Schema from "effect/Schema"
import { withAliases, type AliasMap } from "../../schemas/aliases"
import { Id, NonNegativeInt, nullable, Text } from "../../schemas/primitives"

/** The project of an agile call: project_name (also project, projectName) or project_id (also projectId). */
export const projectRefFields = {
  project_name: Text,
  project_id: nullable(Id, { blankIsNull: true })
}

const PROJECT_ALIASES: AliasMap = { project_name: ["project", "projectName", "name"], project_id: ["projectId", "id"] }

/** The document version a save is based on (also base_version); absent means "overwrite whatever is stored". */
export const versionField = { version: nullable(NonNegativeInt, { blankIsNull: true }) }

/** A request Schema with the project reference fields and their aliases. */
export const agileRequest = <F extends Schema.Struct.Fields>(title: string, fields: F, aliases: AliasMap = {}) =>
  withAliases(title, Schema.Struct({ ...projectRefFields, ...fields }), { ...PROJECT_ALIASES, version: ["base_version"], ...aliases })

/** A body that only names the project. */
export const ProjectRefRequest = agileRequest("ProjectRefRequest", {})
export type ProjectRefRequest = typeof ProjectRefRequest.Type
