import { Button } from "../../../components/ui/button"
import { formatSize } from "../lib/format-size"
import type { DownloadState } from "./use-download"

interface Props {
  readonly label: string
  readonly state: DownloadState
  readonly disabled: boolean
  readonly onClick: () => void
  readonly variant?: "primary" | "secondary"
}

/** A download button with its busy label and, once saved, the file's name and size beside it. */
export const DownloadButton = ({ label, state, disabled, onClick, variant = "secondary" }: Props) => {
  const busy = state.phase === "busy"
  return (
    <div className="reports-download">
      <Button variant={variant} onClick={onClick} disabled={disabled || busy} aria-busy={busy || undefined}>
        {busy ? (
          <>
            <span className="ui-spinner reports-btn-spinner" aria-hidden="true" />
            {state.received > 0 ? `Downloading… ${formatSize(state.received)}` : "Preparing…"}
          </>
        ) : (
          label
        )}
      </Button>
      <span className="reports-download-status muted" role="status" data-testid="download-status">
        {state.phase === "done" ? (
          <>
            <span className="reports-file-name">{state.fileName}</span> · {formatSize(state.size)}
          </>
        ) : null}
      </span>
    </div>
  )
}
