import { Badge } from "../../../components/ui/badge"
import { Button } from "../../../components/ui/button"
import { formatDateTime } from "../../../lib/date-format"
import { DECISION_LABELS, STATE_LABELS, type PackVersion, type Reviewer } from "../lib/board-review-types"

interface Props {
  readonly version: PackVersion
  readonly busy: boolean
  readonly onRevoke: (reviewer: Reviewer) => void
}

const decisionTone = (r: Reviewer) => (r.decision?.decision === "reject" ? "warning" : r.decision ? "success" : "neutral")

/** issue 36: who has decided what on a version, and who has not (one card per board member, readable at 375 px). */
export const BoardStatusTable = ({ version, busy, onRevoke }: Props) => {
  if (version.reviewers.length === 0) return <p className="muted reports-lead">No reviewer is invited to version {version.version} yet.</p>
  return (
    <ul className="board-status" aria-label={`Board status of version ${version.version}`}>
      {version.reviewers.map((r) => (
        <li key={r.id} className="board-status-row" data-testid={`board-reviewer-${r.id}`}>
          <div className="board-status-who">
            <strong>{r.name}</strong>
            <span className="muted">
              {r.board_role} · {r.email}
            </span>
          </div>
          <div className="board-status-what">
            <Badge tone={decisionTone(r)}>{r.decision ? DECISION_LABELS[r.decision.decision] : STATE_LABELS[r.state]}</Badge>
            {r.decision ? (
              <span className="muted">
                <time dateTime={r.decision.decided_at}>{formatDateTime(r.decision.decided_at)}</time>
              </span>
            ) : null}
            {r.decision?.text ? <p className="board-status-text">{r.decision.text}</p> : null}
          </div>
          {r.state === "invited" || r.state === "viewed" ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => onRevoke(r)} aria-label={`Revoke ${r.name}'s link`}>
              Revoke link
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
