import type { StakeholderInput } from "../artefacts"
import { bold, bullets, chart, col, missing, table, type Block } from "../model"
import { text } from "../read-items"
import { stakeholderQuadrant } from "../stakeholder-quadrant"

type Opt<T> = T | null | undefined

export const NO_STAKEHOLDERS = "No stakeholders have been added yet."

export const namedStakeholders = (list: Opt<ReadonlyArray<StakeholderInput>>): ReadonlyArray<StakeholderInput> =>
  (list ?? []).filter((s) => text(s.name) !== "" || text(s.role) !== "")

const label = (s: StakeholderInput): string => text(s.name) || text(s.role)
const score = (v: Opt<number>): string => (typeof v === "number" ? String(v) : "-")
const tick = (v: Opt<boolean>): string => (v === true ? "Yes" : "")

export const registerTable = (list: ReadonlyArray<StakeholderInput>): Block =>
  table(
    [col("Name", 2), col("Position / Title", 2), col("Dept / Org", 2), col("Int/Ext", 1), col("Influence", 1, "right"), col("Interest", 1, "right"), col("Attitude", 1), col("Approach", 2)],
    list.map((s) => [
      label(s),
      text(s.role),
      text(s.org),
      text(s.internal_external),
      score(s.influence),
      score(s.interest),
      text(s.attitude) || "Neutral",
      stakeholderQuadrant(s.influence, s.interest) ?? "-"
    ])
  )

export const gridChart = (list: ReadonlyArray<StakeholderInput>): ReadonlyArray<Block> => {
  const points = list
    .filter((s) => typeof s.influence === "number" && typeof s.interest === "number")
    .map((s) => ({ label: label(s), influence: s.influence as number, interest: s.interest as number }))
  return points.length === 0
    ? []
    : [chart({ _tag: "StakeholderGrid", points }, "Stakeholder influence / interest grid")]
}

export const raciTable = (list: ReadonlyArray<StakeholderInput>): ReadonlyArray<Block> => {
  const rows = list.filter((s) => s.R === true || s.A === true || s.C === true || s.I === true)
  if (rows.length === 0) return [missing("No RACI has been assigned yet.")]
  return [
    table(
      [col("Stakeholder", 3), col("Role", 3), col("R", 1), col("A", 1), col("C", 1), col("I", 1)],
      rows.map((s) => [label(s), text(s.board_role) || text(s.role), tick(s.R), tick(s.A), tick(s.C), tick(s.I)])
    )
  ]
}

export const boardMembers = (list: ReadonlyArray<StakeholderInput>): ReadonlyArray<StakeholderInput> =>
  list.filter((s) => s.on_board === true)

export const boardTable = (list: ReadonlyArray<StakeholderInput>): ReadonlyArray<Block> => {
  const board = boardMembers(list)
  if (board.length === 0) return [missing("No project board members have been named yet.")]
  return [
    table(
      [col("Board role", 2), col("Name", 2), col("Position / Title", 2), col("Responsibilities", 4)],
      board.map((s) => [text(s.board_role) || "Other", label(s), text(s.role), (s.responsibilities ?? []).join("; ")])
    )
  ]
}

export const strategyList = (list: ReadonlyArray<StakeholderInput>): ReadonlyArray<Block> => {
  const withStrategy = list.filter((s) => text(s.strategy) !== "")
  return withStrategy.length === 0 ? [] : [bullets(withStrategy.map((s) => [bold(`${label(s)}: `), { text: text(s.strategy) }]))]
}

/** Board member of a given role, by board_role (case-insensitive). */
export const boardMember = (list: Opt<ReadonlyArray<StakeholderInput>>, role: string): StakeholderInput | undefined =>
  namedStakeholders(list).find((s) => text(s.board_role).toLowerCase() === role.toLowerCase())

export const approvalsTable = (list: Opt<ReadonlyArray<StakeholderInput>>, roles: ReadonlyArray<string>): Block =>
  table(
    [col("Role", 2), col("Name", 2), col("Signature", 3), col("Date", 1)],
    roles.map((role) => [role, label(boardMember(list, role) ?? {}), "", ""])
  )
