import * as Schema from "effect/Schema"
import { withAliases, type AliasMap } from "../../schemas/aliases"
import { Id, optional } from "../../schemas/primitives"

/** A project named by name (project_name, also project) or id (project_id, also projectId), within the user's projects. */
export const projectRefFields = {
  project_name: optional(Schema.String),
  project_id: optional(Id)
}

export const PROJECT_REF_ALIASES: AliasMap = { project_name: ["project", "projectName"], project_id: ["projectId"] }

export interface ProjectRef {
  readonly project_name?: string | undefined
  readonly project_id?: number | undefined
}

/** A request Schema: the project reference plus `fields`; alternate names accepted. */
export const projectRequest = <F extends Schema.Struct.Fields>(title: string, fields: F, aliases: AliasMap = {}) =>
  withAliases(title, Schema.Struct({ ...projectRefFields, ...fields }), { ...PROJECT_REF_ALIASES, ...aliases })

/** Query strings of GET calls: the project reference only. */
export const ProjectQuery = projectRequest("ProjectQuery", {})
export type ProjectQuery = typeof ProjectQuery.Type

/** An optional base version of an editable document: a stale one answers 409. */
export const BaseVersion = optional(Id)
