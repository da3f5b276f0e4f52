import * as Either from "effect/Either"
import * as M from "../../messages/stakeholders"
import { invalid, requireText, trimmed, type Validated } from "./validation-error"

// waterfall.md §5: stakeholder add, matrix and strategy rules.

export const validateStakeholderName = (name: string): Validated<string> =>
  requireText(name, "name", M.STAKEHOLDER_NAME_REQUIRED)

/** The matrix needs at least one stakeholder. */
export const validateMatrixInput = <S>(stakeholders: ReadonlyArray<S>): Validated<ReadonlyArray<S>> =>
  stakeholders.length > 0 ? Either.right(stakeholders) : invalid("stakeholders", M.ADD_SOME_STAKEHOLDERS_FIRST)

/** Strategy + RACI needs at least one named stakeholder. */
export const validateStrategyInput = <S extends { readonly name?: string | null }>(
  stakeholders: ReadonlyArray<S>
): Validated<ReadonlyArray<S>> =>
  stakeholders.some((s) => trimmed(s.name) !== "")
    ? Either.right(stakeholders)
    : invalid("stakeholders", M.ADD_AT_LEAST_ONE_STAKEHOLDER_FIRST)

/** waterfall.md §5: rows are saved only if name or role is non-empty. */
export const isSavableStakeholderRow = (row: { readonly name?: string | null; readonly role?: string | null }): boolean =>
  trimmed(row.name) !== "" || trimmed(row.role) !== ""
