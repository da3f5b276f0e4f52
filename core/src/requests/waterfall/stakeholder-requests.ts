import * as Schema from "effect/Schema"
import { readAliased, withAliases } from "../../schemas/aliases"
import { droppingBlank, Flag, Id, isBlankText, nullable, Text, withDefault } from "../../schemas/primitives"
import { Stakeholder, Stakeholders, STAKEHOLDER_ALIASES } from "../../schemas/stakeholder"
import { BaseVersion, projectRequest } from "./project-ref"

/** A stakeholder row of an upsert: the register row plus the version it was read at (null or missing: not checked). */
export const VersionedStakeholder = withAliases(
  "Stakeholder",
  Schema.Struct({ ...Stakeholder.to.fields, version: nullable(Id, { blankIsNull: true }) }),
  STAKEHOLDER_ALIASES
)
export type VersionedStakeholder = typeof VersionedStakeholder.Type

/** Rows are kept only when name or role is non-empty (waterfall.md §5). */
const VersionedStakeholders = droppingBlank(
  VersionedStakeholder,
  (u) => isBlankText(readAliased(u, "name", STAKEHOLDER_ALIASES)) && isBlankText(readAliased(u, "role", STAKEHOLDER_ALIASES))
)

/**
 * POST /stakeholder/upsert {project_name, stakeholders}: rows without name and role are dropped; a row
 * with an id may name its `version`, and one stale row refuses the whole upsert (409).
 */
export const StakeholderUpsertRequest = projectRequest(
  "StakeholderUpsertRequest",
  { stakeholders: withDefault(VersionedStakeholders, () => []) },
  { stakeholders: ["rows"] }
)
export type StakeholderUpsertRequest = typeof StakeholderUpsertRequest.Type

/** POST /stakeholder/delete {project_name, stakeholder_id} (+ version of the row: a stale one answers 409). */
export const StakeholderDeleteRequest = projectRequest("StakeholderDeleteRequest", { stakeholder_id: Id, version: BaseVersion }, { stakeholder_id: ["id"] })
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
