import { Button } from "../../../components/ui/button"
import { SUGGESTIONS_LEAD } from "../data/stakeholder-texts"

export interface SuggestionsBarProps {
  readonly count: number
  readonly busy: boolean
  readonly onAcceptAll: () => void
  readonly onDismissAll: () => void
}

/** Above the register while AI suggestions wait: how many, that nothing changed yet, Accept all / Dismiss all. */
export const SuggestionsBar = ({ count, busy, onAcceptAll, onDismissAll }: SuggestionsBarProps) =>
  count === 0 ? null : (
    <section className="sh-suggestions-bar" aria-labelledby="sh-suggestions-heading">
      <div>
        <h3 id="sh-suggestions-heading">
          AI suggestions for {count} {count === 1 ? "stakeholder" : "stakeholders"}
        </h3>
        <p>{SUGGESTIONS_LEAD}</p>
      </div>
      <div className="row sh-suggestions-actions">
        <Button size="sm" disabled={busy} onClick={onAcceptAll}>
          Accept all
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismissAll}>
          Dismiss all
        </Button>
      </div>
    </section>
  )
