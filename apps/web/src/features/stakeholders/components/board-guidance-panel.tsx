import { useMemo } from "react"
import { boardGuidance, boardSummary, MIN_BOARD_MEMBERS } from "../lib/board-guidance"
import type { StakeholderRow } from "../lib/stakeholder-row"

/** waterfall.md §2: a board needs at least a Project Sponsor, a Senior Supplier and a Senior User. */
export const BoardGuidancePanel = ({ rows }: { readonly rows: ReadonlyArray<StakeholderRow> }) => {
  const guidance = useMemo(() => boardGuidance(rows), [rows])
  return (
    <section className="sh-board" aria-labelledby="sh-board-heading" data-complete={guidance.complete}>
      <h2 id="sh-board-heading" className="sh-board-title">
        Project board
      </h2>
      <p className="sh-board-lead">
        A project board needs at least {MIN_BOARD_MEMBERS} members: a Project Sponsor, a Senior Supplier and a Senior User. Set them in the Board
        role column.
      </p>
      <ul className="sh-board-roles">
        {guidance.roles.map(({ role, holders }) => (
          <li key={role} className={holders.length > 0 ? "sh-board-ok" : "sh-board-missing"}>
            <span aria-hidden="true" className="sh-board-mark">
              {holders.length > 0 ? "✓" : "!"}
            </span>
            <strong>{role}</strong>
            <span className="sh-board-holders">{holders.length > 0 ? holders.join(", ") : "missing"}</span>
          </li>
        ))}
      </ul>
      <p className="sh-board-summary" role="status" data-testid="board-summary">
        {boardSummary(guidance)} {guidance.members === 1 ? "1 stakeholder is" : `${guidance.members} stakeholders are`} on the board.
      </p>
    </section>
  )
}
