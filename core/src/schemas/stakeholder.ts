import * as Schema from "effect/Schema"
import { readAliased, withAliases } from "./aliases"
import { BoardRole, DEFAULT_ATTITUDE, InternalExternal, StakeholderAttitude } from "./enums"
import {
  blankAsNull,
  droppingBlank,
  Flag,
  Id,
  intBetween,
  isBlankText,
  LinesField,
  looseLiteral,
  requiredText,
  Text
} from "./primitives"

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

const Name = Schema.optionalWith(Schema.Trim, { default: () => "", nullable: true })

const stakeholderFields = {
  role: Name,
  org: Name,
  internal_external: Schema.optionalWith(looseLiteral(InternalExternal.literals), {
    default: () => "Internal",
    nullable: true
  }),
  influence: Schema.optionalWith(Influence, { default: () => 5, nullable: true }),
  interest: Schema.optionalWith(Interest, { default: () => 5, nullable: true }),
  attitude: Schema.optionalWith(looseLiteral(StakeholderAttitude.literals), {
    default: () => DEFAULT_ATTITUDE,
    nullable: true
  }),
  on_board: Flag,
  board_role: Schema.optionalWith(blankAsNull(looseLiteral(BoardRole.literals)), { default: () => null }),
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
    id: Schema.optionalWith(Schema.NullOr(Id), { default: () => null }),
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
