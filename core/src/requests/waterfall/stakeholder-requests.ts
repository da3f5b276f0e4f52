import { Flag, Id, Text, withDefault } from "../../schemas/primitives"
import { Stakeholders } from "../../schemas/stakeholder"
import { projectRequest } from "./project-ref"

/** POST /stakeholder/upsert {project_name, stakeholders}: rows without name and role are dropped. */
export const StakeholderUpsertRequest = projectRequest("StakeholderUpsertRequest", { stakeholders: withDefault(Stakeholders, () => []) }, { stakeholders: ["rows"] })
export type StakeholderUpsertRequest = typeof StakeholderUpsertRequest.Type

/** POST /stakeholder/delete {project_name, stakeholder_id}. */
export const StakeholderDeleteRequest = projectRequest("StakeholderDeleteRequest", { stakeholder_id: Id }, { stakeholder_id: ["id"] })
export type StakeholderDeleteRequest = typeof StakeholderDeleteRequest.Type

/** POST /stakeholder/matrix {project_name, stakeholders}: the saved rows are used when none are sent. */
export const StakeholderMatrixRequest = projectRequest("StakeholderMatrixRequest", { stakeholders: withDefault(Stakeholders, () => []) }, { stakeholders: ["rows"] })
export type StakeholderMatrixRequest = typeof StakeholderMatrixRequest.Type

/** POST /stakeholder/strategy_raci {project_name, rows, overwrite}. */
export const StakeholderStrategyRequest = projectRequest(
  "StakeholderStrategyRequest",
  { rows: withDefault(Stakeholders, () => []), overwrite: Flag, context: Text },
  { rows: ["stakeholders"] }
)
export type StakeholderStrategyRequest = typeof StakeholderStrategyRequest.Type
