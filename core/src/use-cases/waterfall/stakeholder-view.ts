import type { StakeholderView } from "../../responses/waterfall/stakeholder-responses"
import type { StakeholderFields, StakeholderRecord } from "../../ports/waterfall/stakeholder-repository"
import type { Stakeholder } from "../../schemas/stakeholder"

export const stakeholderView = (s: StakeholderRecord): StakeholderView => {
  const { projectId: _p, ...fields } = s
  return { ...fields, stakeholder_id: s.id }
}

/** The stored fields of a decoded row (influence and interest already 1-10, attitude and board role from the lists). */
export const stakeholderFields = (s: Stakeholder): StakeholderFields => ({
  name: s.name,
  role: s.role,
  org: s.org,
  internal_external: s.internal_external,
  influence: s.influence,
  interest: s.interest,
  attitude: s.attitude,
  on_board: s.on_board || s.board_role !== null,
  board_role: s.board_role,
  responsibilities: s.responsibilities,
  R: s.R,
  A: s.A,
  C: s.C,
  I: s.I,
  strategy: s.strategy
})
