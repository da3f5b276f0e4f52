import { useState } from "react"
import { Button } from "../../../components/ui/button"
import { Textarea } from "../../../components/ui/textarea"
import { formatDateTime } from "../../../lib/date-format"
import { DECISION_CHOICES, DECISION_DONE, type DecisionKind, type LinkDecision } from "../lib/review-link-types"

interface Props {
  readonly name: string
  readonly boardRole: string
  readonly recorded: LinkDecision | null
  readonly busy: boolean
  readonly onDecide: (decision: DecisionKind, text: string | undefined) => void
}

/** issue 36: Approve, Approve with conditions (text required) or Reject (text required), once; then the recorded decision. */
export const DecisionForm = ({ name, boardRole, recorded, busy, onDecide }: Props) => {
  const [decision, setDecision] = useState<DecisionKind>("approve")
  const [text, setText] = useState("")
  const [missing, setMissing] = useState("")
  const choice = DECISION_CHOICES.find((c) => c.value === decision)
  if (recorded) {
    return (
      <div className="review-decided" data-testid="review-decision">
        <p>
          <strong>{DECISION_DONE[recorded.decision]}</strong> by {recorded.name} ({recorded.board_role}),{" "}
          <time dateTime={recorded.decided_at}>{formatDateTime(recorded.decided_at)}</time>.
        </p>
        {recorded.text ? <p className="review-comment-body">{recorded.text}</p> : null}
        <p className="muted">A decision cannot be changed. To decide again, ask the project owner to submit a new version.</p>
      </div>
    )
  }
  return (
    <form
      className="review-decision-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (choice?.textLabel && !text.trim()) return setMissing(decision === "reject" ? "A reason for rejecting is required." : "The conditions are required.")
        setMissing("")
        onDecide(decision, choice?.textLabel ? text.trim() : undefined)
      }}
    >
      <p className="review-decision-who">
        Deciding as <strong>{name}</strong>, {boardRole}
      </p>
      <fieldset className="ui-field review-decision-choices">
        <legend className="ui-label">Your decision</legend>
        <div className="ui-radio-group">
          {DECISION_CHOICES.map((c) => (
            <label key={c.value} className="ui-radio">
              <input type="radio" name="review-decision" value={c.value} checked={decision === c.value} onChange={() => setDecision(c.value)} />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice?.textLabel ? (
        <Textarea id="review-decision-text" label={choice.textLabel} rows={3} maxLength={5000} required value={text} error={missing || undefined} onChange={(e) => setText(e.target.value)} />
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          Record decision
        </Button>
      </div>
    </form>
  )
}
