import type { FailedLine } from "@initpack/core/use-cases/pack/draft-events"
import { Alert } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { statusText, type DraftProgress } from "../lib/module-progress"

/**
 * While the project is drafted (issue 35): each module's state as it happens (the latest change is read out by
 * screen readers), and when the model failed on a module, which and why, with a retry and the offline drafter.
 */
export const DraftProgressPanel = ({
  progress,
  failure,
  busy,
  onRetry,
  onOffline,
  onBack
}: {
  readonly progress: DraftProgress
  readonly failure: FailedLine | null
  readonly busy: boolean
  readonly onRetry: () => void
  readonly onOffline: () => void
  readonly onBack: () => void
}) => (
  <Card>
    <div className="stack">
      <h2 style={{ margin: 0 }}>Drafting the project</h2>
      <p className="muted" style={{ margin: 0 }}>
        {progress.drafter === "" || progress.drafter === "offline" ? "Drafted offline." : `Drafted with the model (${progress.drafter.replace(/^openai:/, "")}).`} Nothing is saved until you
        review the draft and save it.
      </p>
      <ol className="draft-progress" aria-label="Modules">
        {progress.modules.map((m) => (
          <li key={m.module} data-module={m.module} data-status={m.status}>
            <span className="draft-progress-label">{m.label}</span> <span className="draft-progress-state">{statusText(m, progress.drafter)}</span>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite" data-testid="draft-progress-live">
        {progress.latest}
      </p>
      {failure ? (
        <Alert tone="error" title={`${failure.label} was not drafted`}>
          <p style={{ margin: "0 0 var(--space-2)" }} data-testid="draft-failure">
            {failure.message}
          </p>
          <div className="row">
            <Button onClick={onRetry} disabled={busy}>
              Retry {failure.label} with the model
            </Button>
            <Button variant="secondary" onClick={onOffline} disabled={busy}>
              Draft {failure.label} offline
            </Button>
            <Button variant="ghost" onClick={onBack} disabled={busy}>
              Back to the brief
            </Button>
          </div>
        </Alert>
      ) : null}
    </div>
  </Card>
)
