import * as Schema from "effect/Schema"
import { readAliased, withAliases } from "./aliases"
import { BoardRole, DEFAULT_ATTITUDE, InternalExternal, StakeholderAttitude } from "./enums"
import { droppingBlank, Flag, Id, intBetween, isBlankText, LinesField, looseLiteral, nullable, requiredText, Text, withDefault } from "./primitives"

/** Influence and interest are whole numbers 1-10 (waterfall.md §9). */
export const Influence = intBetween(1, 10, "influence must be a whole number from 1 to 10")
export const Interest = intBetween(1, 10, "interest must be a whole number from 1 to 10")

export const STAKEHOLDER_ALIASES = {
  id: ["stakeholder_id"],
  role: ["position", "title"],
  org: ["dept", "department", "organisation", "organization"],
  internal_external: ["int_ext"],
  R: ["r", "responsible"],
  A: ["a", "accountable"],
  C: ["c", "consulted"],
  I: ["i", "informed"]
} as const

const Name = withDefault(Schema.Trim, () => "")

const stakeholderFields = {
  role: Name,
  org: Name,
  internal_external: withDefault(looseLiteral(InternalExternal.literals), () => "Internal" as const),
  influence: withDefault(Influence, () => 5),
  interest: withDefault(Interest, () => 5),
  attitude: withDefault(looseLiteral(StakeholderAttitude.literals), () => DEFAULT_ATTITUDE),
  on_board: Flag,
  board_role: nullable(looseLiteral(BoardRole.literals), { blankIsNull: true }),
  responsibilities: LinesField,
  R: Flag,
  A: Flag,
  C: Flag,
  I: Flag,
  strategy: Text
}

/**
 * A stakeholder register row (waterfall.md §3). id is null for a row not yet saved. Alternates:
 * stakeholder_id, position/title for role, dept/department for org, lower-case r/a/c/i.
 */
export const Stakeholder = withAliases(
  "Stakeholder",
  Schema.Struct({
    id: nullable(Id),
    name: Name,
    ...stakeholderFields
  }),
  STAKEHOLDER_ALIASES
)
export type Stakeholder = typeof Stakeholder.Type

/** Rows are kept only when name or role is non-empty (waterfall.md §5). */
export const Stakeholders = droppingBlank(
  Stakeholder,
  (u) =>
    isBlankText(readAliased(u, "name", STAKEHOLDER_ALIASES)) && isBlankText(readAliased(u, "role", STAKEHOLDER_ALIASES))
)
export type Stakeholders = typeof Stakeholders.Type

/** The manual add form: name required. */
export const NewStakeholder = withAliases(
  "NewStakeholder",
  Schema.Struct({ name: requiredText("Name is required."), ...stakeholderFields }),
  STAKEHOLDER_ALIASES
)
export type NewStakeholder = typeof NewStakeholder.Type
