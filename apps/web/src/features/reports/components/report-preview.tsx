import { useEffect, useState } from "react"
import { Button } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { HASH_COPIED, HASH_COPY_FAILED, PREVIEW_UNAVAILABLE } from "../data/report-texts"
import { copyText } from "../lib/copy-text"
import type { PreviewState } from "./use-report-preview"
import { formatDateTime } from "../../../lib/date-format"

interface Props {
  readonly state: PreviewState
  readonly docLabel: string
  readonly openUrl: string | undefined
}

/** Issue 37: the user's one date format (lib/date-format). */
const when = (iso: string | undefined): string => (iso ? formatDateTime(iso) : "—")

/**
 * waterfall.md §2: the document in an inline frame with its Generated time, Template version, Copy hash and
 * Open in new tab. The frame is sandboxed without scripts and gets the HTML through srcdoc, so nothing in the
 * document runs in the app's origin.
 */
export const ReportPreview = ({ state, docLabel, openUrl }: Props) => {
  const [copied, setCopied] = useState<string>("")
  const preview = state.phase === "ready" ? state.preview : undefined
  const hash = preview?.meta.sourceHash
  useEffect(() => setCopied(""), [hash])
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(""), 3000)
    return () => clearTimeout(timer)
  }, [copied])

  return (
    <section className="ui-card reports-card reports-preview" aria-labelledby="reports-preview-heading">
      <div className="reports-preview-head">
        <h2 id="reports-preview-heading" className="ui-card-title">
          Preview (HTML): {docLabel}
        </h2>
        {openUrl && preview ? (
          <a className="ui-btn ui-btn-secondary ui-btn-sm" href={openUrl} target="_blank" rel="noopener noreferrer">
            Open in new tab<span className="sr-only"> (opens a new tab)</span>
          </a>
        ) : null}
      </div>
      <dl className="reports-meta" aria-label="Report details">
        <div>
          <dt>Generated</dt>
          <dd data-testid="meta-generated">{preview?.meta.generatedAt ? <time dateTime={preview.meta.generatedAt}>{when(preview.meta.generatedAt)}</time> : "—"}</dd>
        </div>
        <div>
          <dt>Template version</dt>
          <dd data-testid="meta-template">{preview?.meta.templateVersion ?? "—"}</dd>
        </div>
        <div className="reports-meta-hash">
          <dt>Source hash</dt>
          <dd>
            <code data-testid="meta-hash" title={hash}>
              {hash ?? "—"}
            </code>
            <Button
              variant="ghost"
              size="sm"
              disabled={!hash}
              onClick={() => {
                if (hash) void copyText(hash).then((ok) => setCopied(ok ? HASH_COPIED : HASH_COPY_FAILED))
              }}
            >
              Copy hash
            </Button>
            <span className="reports-copied" role="status">
              {copied}
            </span>
          </dd>
        </div>
      </dl>
      <div className="reports-frame-wrap">
        {state.phase === "loading" ? (
          <div className="reports-frame-placeholder">
            <Spinner label="Loading preview…" />
          </div>
        ) : preview ? (
          <iframe className="reports-frame" title={`${docLabel} preview`} sandbox="" srcDoc={preview.html} referrerPolicy="no-referrer" />
        ) : (
          <div className="reports-frame-placeholder muted">{state.phase === "failed" ? state.error.message : PREVIEW_UNAVAILABLE}</div>
        )}
      </div>
    </section>
  )
}
