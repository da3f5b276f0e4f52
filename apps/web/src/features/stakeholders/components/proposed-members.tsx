import { Button } from "../../../components/ui/button"
import type { Proposal } from "../lib/proposals"

export interface ProposedMembersProps {
  readonly proposals: ReadonlyArray<Proposal>
  readonly busy: boolean
  readonly onAdd: (proposal: Proposal) => void
  readonly onDismiss: () => void
}

/** Board members the AI proposed that are not in the register yet, each one click from being added. */
export const ProposedMembers = ({ proposals, busy, onAdd, onDismiss }: ProposedMembersProps) =>
  proposals.length === 0 ? null : (
    <section className="sh-proposals" aria-labelledby="sh-proposals-heading">
      <h3 id="sh-proposals-heading">Proposed board members</h3>
      <ul>
        {proposals.map((p) => (
          <li key={p.draft.name}>
            <span>
              <strong>{p.draft.name}</strong>
              {p.draft.board_role ? ` · ${p.draft.board_role}` : ""}
              {p.draft.org ? ` · ${p.draft.org}` : ""}
            </span>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAdd(p)} aria-label={`Add ${p.draft.name}`}>
              Add
            </Button>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  )
