import { useCallback, useState } from "react"
import { Badge } from "../../../components/ui/badge"
import { Button } from "../../../components/ui/button"
import { Select } from "../../../components/ui/select"
import { formatDateTime } from "../../../lib/date-format"
import { downloadAuthorisedDoc, type AuthorisedFormat } from "../api/board-review/download-authorised-doc"
import { downloadReviewAudit } from "../api/board-review/download-review-audit"
import { inviteReviewers } from "../api/board-review/invite-reviewers"
import { remindReviewers } from "../api/board-review/remind-reviewers"
import { replyToComment } from "../api/board-review/reply-to-comment"
import { revokeReviewer } from "../api/board-review/revoke-reviewer"
import { setCommentResolved } from "../api/board-review/set-comment-resolved"
import { submitPackVersion } from "../api/board-review/submit-pack-version"
import { STATUS_LABELS, type InviteRow, type Reviewer, type ReviewThread } from "../lib/board-review-types"
import type { ReportsMode } from "../lib/reports-mode"
import type { ScreenError } from "../lib/screen-error"
import { screenError } from "../lib/screen-error"
import { BoardStatusTable } from "./board-status-table"
import { DownloadButton } from "./download-button"
import { ReportsError } from "./reports-error"
import { ReviewAuditTable } from "./review-audit-table"
import { ReviewCommentsList } from "./review-comments-list"
import { ReviewerInviteForm } from "./reviewer-invite-form"
import { useBoardReview } from "./use-board-review"
import { useDownload } from "./use-download"
import "../board-review.css"

interface Props {
  readonly projectId: string | undefined
  readonly mode: ReportsMode
  readonly enabled: boolean
  /** Called after each change so the page can re-read what depends on it (the changed-since banner). */
  readonly onChanged: () => void
}

const AUTHORISED_DOCS: Readonly<Record<ReportsMode, ReadonlyArray<{ readonly value: string; readonly label: string }>>> = {
  waterfall: [
    { value: "pid", label: "PID" },
    { value: "sow", label: "SOW" }
  ],
  agile: [
    { value: "agile_overview", label: "Overview" },
    { value: "sow", label: "SOW" }
  ]
}
const FORMATS: ReadonlyArray<{ readonly value: AuthorisedFormat; readonly label: string; readonly ext: string }> = [
  { value: "pdf", label: "PDF", ext: "pdf" },
  { value: "docx", label: "Word", ext: "docx" },
  { value: "html", label: "HTML", ext: "html" }
]

/** One download button of the authorised version (a document in a format). */
const AuthorisedDownload = ({ projectId, docType, docLabel, format, version, report }: {
  readonly projectId: string
  readonly docType: string
  readonly docLabel: string
  readonly format: (typeof FORMATS)[number]
  readonly version: number
  readonly report: (error: ScreenError | null) => void
}) => {
  const download = useDownload(report)
  return (
    <DownloadButton
      label={`Authorised ${docLabel} (${format.label})`}
      state={download.state}
      disabled={false}
      onClick={() => void download.start((p) => downloadAuthorisedDoc(projectId, docType, format.value, p), `${docType}_v${version}.${format.ext}`)}
    />
  )
}

/**
 * issue 36: Board review on the Reports screen: submit the current pack as a version, invite the board, follow who
 * has decided (revoke, remind), answer the comments grouped by module, download the authorised PID / SOW and the
 * audit trail.
 */
export const BoardReviewPanel = ({ projectId, mode, enabled, onChanged }: Props) => {
  const [chosen, setChosen] = useState<number | undefined>(undefined)
  const review = useBoardReview(projectId, enabled, chosen)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ScreenError | null>(null)
  const [notice, setNotice] = useState("")
  const report = useCallback((next: ScreenError | null) => setError(next), [])
  const audit = useDownload(report)
  const all = review.versions?.versions ?? []
  // the version shown: the one chosen in the Version list, else the latest
  const latest = all.find((v) => v.version === chosen) ?? all.at(-1)
  const authorised = review.versions?.authorised_version ?? null

  /** Runs one owner action, then reads everything again. */
  const act = async (call: () => Promise<{ ok: boolean; status: number; message?: string; body?: unknown }>, done: string): Promise<boolean> => {
    if (!projectId) return false
    setBusy(true)
    setError(null)
    setNotice("")
    try {
      const answer = await call()
      if (!answer.ok) {
        setError(screenError({ status: answer.status, message: answer.message ?? "", body: answer.body }))
        return false
      }
      setNotice(done)
      review.reload()
      onChanged()
      return true
    } finally {
      setBusy(false)
    }
  }

  const submit = () =>
    projectId &&
    void act(() => submitPackVersion(projectId), "The current pack was submitted for review.").then((ok) => {
      if (ok) setChosen(undefined)
    })
  const invite = (row: InviteRow) =>
    projectId && latest ? act(() => inviteReviewers(projectId, latest.version, [row]), `${row.name} was invited; the link is on its way by email.`) : Promise.resolve(false)
  const revoke = (r: Reviewer) => projectId && latest && void act(() => revokeReviewer(projectId, latest.version, r.id), `${r.name}'s link was revoked.`)
  const remind = () => projectId && latest && void act(() => remindReviewers(projectId, latest.version), "Reminders were sent to everyone who has not decided.")
  const reply = (t: ReviewThread, body: string) =>
    projectId && latest ? act(() => replyToComment(projectId, latest.version, t.id, body), "Reply sent.") : Promise.resolve(false)
  const resolve = (t: ReviewThread, resolved: boolean) =>
    projectId && latest && void act(() => setCommentResolved(projectId, latest.version, t.id, resolved), resolved ? "Comment resolved." : "Comment reopened.")

  return (
    <section className="ui-card reports-card board-review" aria-labelledby="board-review-heading" data-testid="board-review">
      <div className="board-review-head">
        <h2 id="board-review-heading" className="ui-card-title">
          Board review and sign-off
        </h2>
        <Button onClick={submit} disabled={!enabled || busy || !projectId}>
          Submit for review
        </Button>
      </div>
      <p className="muted reports-lead">
        Submitting freezes the current pack as a numbered version. Each reviewer gets a personal link by email: no account is needed. The version is
        authorised when the Executive (or Project Sponsor) approves and nobody rejects.
      </p>
      <ReportsError error={error ?? (review.error ? { message: review.error } : null)} />
      <p className="board-notice" role="status">
        {notice}
      </p>

      {all.length > 1 && latest ? (
        <div className="board-version-pick">
          <Select
            id="board-version-pick"
            label="Version"
            value={String(latest.version)}
            options={[...all].reverse().map((v) => ({ value: String(v.version), label: `Version ${v.version} · ${STATUS_LABELS[v.status]}` }))}
            onChange={(e) => setChosen(Number(e.target.value))}
          />
        </div>
      ) : null}
      {latest ? (
        <>
          <div className="board-version-head" data-testid="board-version">
            <h3>Version {latest.version}</h3>
            <Badge tone={latest.status === "authorised" ? "success" : latest.status === "rejected" ? "warning" : "info"}>{STATUS_LABELS[latest.status]}</Badge>
            <span className="muted">
              Submitted <time dateTime={latest.submitted_at}>{formatDateTime(latest.submitted_at)}</time>
              {latest.authorised_at ? (
                <>
                  {" "}
                  · authorised <time dateTime={latest.authorised_at}>{formatDateTime(latest.authorised_at)}</time>
                </>
              ) : null}
            </span>
          </div>
          <h4 className="board-subhead">Board status</h4>
          <BoardStatusTable version={latest} busy={busy} onRevoke={revoke} />
          <div className="board-row">
            <Button variant="secondary" size="sm" onClick={remind} disabled={busy || !latest.reviewers.some((r) => r.state === "invited" || r.state === "viewed")}>
              Send reminders
            </Button>
          </div>
          <h4 className="board-subhead">Invite a reviewer</h4>
          <ReviewerInviteForm version={latest.version} busy={busy} onInvite={invite} />
          <h4 className="board-subhead">Comments by module</h4>
          {review.comments ? <ReviewCommentsList comments={review.comments} busy={busy} onReply={reply} onResolve={resolve} /> : null}
        </>
      ) : (
        <p className="muted reports-lead">No version has been submitted yet.</p>
      )}

      {authorised !== null && projectId ? (
        <>
          <h3 className="board-subhead">Authorised version {authorised}</h3>
          <p className="muted reports-lead">The documents as the board authorised them, each with its approval page.</p>
          <div className="board-downloads">
            {AUTHORISED_DOCS[mode].flatMap((doc) =>
              FORMATS.map((format) => (
                <AuthorisedDownload key={`${doc.value}-${format.value}`} projectId={projectId} docType={doc.value} docLabel={doc.label} format={format} version={authorised} report={report} />
              ))
            )}
          </div>
        </>
      ) : null}

      {review.versions && review.versions.versions.length > 0 && projectId ? (
        <>
          <h3 className="board-subhead">Audit trail</h3>
          <ReviewAuditTable events={review.events} />
          <DownloadButton label="Download audit trail (CSV)" state={audit.state} disabled={false} onClick={() => void audit.start((p) => downloadReviewAudit(projectId, p), "board_review_audit.csv")} />
        </>
      ) : null}
    </section>
  )
}
