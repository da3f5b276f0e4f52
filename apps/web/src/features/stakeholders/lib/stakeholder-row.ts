// A stakeholder as the screen holds it (waterfall.md §3), read loosely from any answer that carries rows,
// and the row sent back to /stakeholder/upsert.
import { BOARD_ROLES, DEFAULT_ATTITUDE, INTERNAL_EXTERNAL, STAKEHOLDER_ATTITUDES } from "@initpack/core/schemas/enum-lists"

export interface StakeholderRow {
  /** The id as text: the row's key in the table and the autosave queue. */
  readonly key: string
  readonly id: number
  readonly name: string
  readonly role: string
  readonly org: string
  readonly internal_external: string
  readonly influence: number
  readonly interest: number
  readonly attitude: string
  readonly on_board: boolean
  /** "" when the stakeholder has no board role. */
  readonly board_role: string
  /** One responsibility a line. */
  readonly responsibilities: string
  readonly R: boolean
  readonly A: boolean
  readonly C: boolean
  readonly I: boolean
  readonly strategy: string
  /** The version the row was read at (docs/api.md "Versions"); null when the server sent none. */
  readonly version: number | null
}

export type StakeholderField = Exclude<keyof StakeholderRow, "key" | "id" | "version">
export type StakeholderPatch = Partial<Pick<StakeholderRow, StakeholderField>>

/** What /stakeholder/upsert, /strategy_raci and /matrix take for one row. */
export interface StakeholderPayload {
  readonly id?: number
  readonly version?: number
  readonly name: string
  readonly role: string
  readonly org: string
  readonly internal_external: string
  readonly influence: number
  readonly interest: number
  readonly attitude: string
  readonly on_board: boolean
  readonly board_role: string | null
  readonly responsibilities: ReadonlyArray<string>
  readonly R: boolean
  readonly A: boolean
  readonly C: boolean
  readonly I: boolean
  readonly strategy: string
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")
const flag = (value: unknown): boolean => value === true || value === "true" || value === 1

/** A whole number 1-10 (waterfall.md §9); anything else is the middle, 5. */
export const score = (value: unknown): number => {
  const n = typeof value === "number" ? value : Number(text(value))
  return Number.isFinite(n) ? Math.min(10, Math.max(1, Math.round(n))) : 5
}

const fromList = (list: ReadonlyArray<string>, value: unknown, fallback: string): string => {
  const given = text(value).trim().toLowerCase()
  return list.find((item) => item.toLowerCase() === given) ?? fallback
}

const lines = (value: unknown): string =>
  Array.isArray(value) ? value.map(text).filter((l) => l.trim() !== "").join("\n") : text(value)

/** One row of any answer; undefined without an id. */
export const toStakeholderRow = (raw: unknown): StakeholderRow | undefined => {
  const r = record(raw)
  const id = Number(r.id ?? r.stakeholder_id)
  if (!Number.isInteger(id) || id <= 0) return undefined
  return {
    key: String(id),
    id,
    name: text(r.name),
    role: text(r.role ?? r.position ?? r.title),
    org: text(r.org ?? r.dept),
    internal_external: fromList(INTERNAL_EXTERNAL, r.internal_external ?? r.int_ext, "Internal"),
    influence: score(r.influence),
    interest: score(r.interest),
    attitude: fromList(STAKEHOLDER_ATTITUDES, r.attitude, DEFAULT_ATTITUDE),
    on_board: flag(r.on_board),
    board_role: fromList(BOARD_ROLES, r.board_role, ""),
    responsibilities: lines(r.responsibilities),
    R: flag(r.R ?? r.r),
    A: flag(r.A ?? r.a),
    C: flag(r.C ?? r.c),
    I: flag(r.I ?? r.i),
    strategy: text(r.strategy),
    version: typeof r.version === "number" ? r.version : null
  }
}

/** The rows of `{ stakeholders: [...] }` (also a bare array). */
export const toStakeholderRows = (data: unknown): ReadonlyArray<StakeholderRow> => {
  const list = Array.isArray(data) ? data : record(data).stakeholders
  return Array.isArray(list) ? list.map(toStakeholderRow).filter((row): row is StakeholderRow => row !== undefined) : []
}

export type StakeholderDraft = Omit<StakeholderRow, "key" | "id" | "version">

/** The row as the server takes it; an existing row carries its id and the version it was read at. */
export const toPayload = (row: StakeholderDraft & { readonly id?: number; readonly version?: number | null }): StakeholderPayload => ({
  ...(row.id !== undefined ? { id: row.id } : {}),
  ...(row.version !== undefined && row.version !== null ? { version: row.version } : {}),
  name: row.name.trim(),
  role: row.role.trim(),
  org: row.org.trim(),
  internal_external: row.internal_external,
  influence: row.influence,
  interest: row.interest,
  attitude: row.attitude,
  on_board: row.on_board || row.board_role !== "",
  board_role: row.board_role === "" ? null : row.board_role,
  responsibilities: row.responsibilities
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== ""),
  R: row.R,
  A: row.A,
  C: row.C,
  I: row.I,
  strategy: row.strategy
})

/**
 * A board role and the On board box go together (the server counts a board role as on the board):
 * choosing a role ticks the box, unticking the box clears the role.
 */
export const withBoardRule = (patch: StakeholderPatch): StakeholderPatch => {
  if (patch.board_role !== undefined && patch.board_role !== "") return { ...patch, on_board: true }
  if (patch.on_board === false) return { ...patch, board_role: "" }
  return patch
}
