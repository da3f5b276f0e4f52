// Rate Card per role (waterfall.md §2 Budget): add, edit, remove roles.
import { rowKey, type RateRow } from "./budget-form"

const roleKey = (role: string): string => role.trim().replace(/\s+/g, " ").toLowerCase()

export type AddRoleOutcome = { readonly ok: true; readonly rows: ReadonlyArray<RateRow> } | { readonly ok: false; readonly message: string }

/** Adds a role with its rate; the name is trimmed and must be new (case and spaces ignored), the rate at least 0. */
export const addRole = (rows: ReadonlyArray<RateRow>, role: string, rate: string): AddRoleOutcome => {
  const name = role.trim().replace(/\s+/g, " ")
  if (name === "") return { ok: false, message: "Enter a role name." }
  const listed = rows.find((row) => roleKey(row.role) === roleKey(name))
  if (listed) return { ok: false, message: `${listed.role.trim()} already has a rate.` }
  const n = Number(rate)
  if (rate.trim() === "" || !Number.isFinite(n) || n < 0) return { ok: false, message: "Enter an hourly rate of at least 0." }
  return { ok: true, rows: [...rows, { key: rowKey("rate"), role: name, rate: rate.trim() }] }
}

export const editRole = (rows: ReadonlyArray<RateRow>, key: string, field: "role" | "rate", value: string): ReadonlyArray<RateRow> =>
  rows.map((row) => (row.key === key ? { ...row, [field]: value } : row))

export const removeRole = (rows: ReadonlyArray<RateRow>, key: string): ReadonlyArray<RateRow> => rows.filter((row) => row.key !== key)

export const rateProblem = (text: string): string | undefined => {
  const n = Number(text)
  return text.trim() !== "" && Number.isFinite(n) && n >= 0 ? undefined : "Enter a rate of at least 0."
}
