// Board members the AI proposes that are not in the register yet (answered with stakeholder_id null):
// offered to the user to add with one click.
import { toStakeholderRow, type StakeholderDraft } from "./stakeholder-row"

export interface Proposal {
  readonly draft: StakeholderDraft
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})

export const proposalsOf = (data: unknown, rows: ReadonlyArray<{ readonly name: string }>): ReadonlyArray<Proposal> => {
  const list = record(data).suggestions
  if (!Array.isArray(list)) return []
  const known = new Set(rows.map((r) => r.name.trim().toLowerCase()))
  return list
    .filter((s) => record(s).matched === false)
    .map((s) => toStakeholderRow({ ...record(s), id: 1 }))
    .filter((r): r is NonNullable<typeof r> => r !== undefined && r.name.trim() !== "" && !known.has(r.name.trim().toLowerCase()))
    .map(({ key: _k, id: _i, version: _v, ...draft }) => ({ draft }))
}
