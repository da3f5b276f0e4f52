import { useCallback, useEffect, useMemo, useState } from "react"
import { useLocation } from "react-router"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Select } from "../../../components/ui/select"
import { Spinner } from "../../../components/ui/spinner"
import { formatDateTime, formatDay } from "../../../lib/date-format"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { addLinkComment } from "../api/add-link-comment"
import { getReviewDocument } from "../api/get-review-document"
import { getReviewLink } from "../api/get-review-link"
import { listLinkComments } from "../api/list-link-comments"
import { recordDecision } from "../api/record-decision"
import type { DecisionKind, LinkThread, ReviewLink } from "../lib/review-link-types"
import { reviewTokenOf } from "../lib/review-token"
import { DecisionForm } from "./decision-form"
import { SectionComments } from "./section-comments"
import "../review-link.css"

const NO_TOKEN = "This review link is not valid. It may have expired or been withdrawn: ask the project owner for a new one."

/**
 * /review#token=... (issue 36): a board member's review of one pack version, no account needed. The documents as
 * sandboxed HTML previews (no script runs), a comment box per section anchored to its heading, and the decision.
 */
export const ReviewPage = () => {
  const token = reviewTokenOf(useLocation().hash)
  const [link, setLink] = useState<ReviewLink | null>(null)
  const [threads, setThreads] = useState<ReadonlyArray<LinkThread>>([])
  const [docType, setDocType] = useState<string>("")
  const [html, setHtml] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(token ? null : NO_TOKEN)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState("")
  useDocumentTitle(link ? `Review: ${link.project_name}` : "Board review")

  const loadComments = useCallback(async () => {
    if (!token) return
    const answer = await listLinkComments(token)
    if (answer.ok) setThreads(answer.data.comments)
  }, [token])

  useEffect(() => {
    if (!token) return
    let live = true
    void getReviewLink(token).then((answer) => {
      if (!live) return
      if (!answer.ok) return setError(answer.message)
      setLink(answer.data)
      setDocType((current) => current || (answer.data.documents[0]?.doc_type ?? ""))
    })
    void loadComments()
    return () => {
      live = false
    }
  }, [token, loadComments])

  useEffect(() => {
    if (!token || !docType) return
    let live = true
    setHtml(null)
    void getReviewDocument(token, docType).then((answer) => {
      if (!live) return
      if (answer.ok) setHtml(answer.data.html)
      else setError(answer.message)
    })
    return () => {
      live = false
    }
  }, [token, docType])

  const current = link?.documents.find((d) => d.doc_type === docType)
  const byAnchor = useMemo(() => {
    const map = new Map<string, LinkThread[]>()
    for (const t of threads) if (t.doc_type === docType) map.set(t.anchor, [...(map.get(t.anchor) ?? []), t])
    return map
  }, [threads, docType])

  const send = async (call: () => Promise<{ ok: boolean; message?: string }>, done: string): Promise<boolean> => {
    setBusy(true)
    setError(null)
    setNotice("")
    try {
      const answer = await call()
      if (!answer.ok) {
        setError(answer.message ?? null)
        return false
      }
      setNotice(done)
      await loadComments()
      return true
    } finally {
      setBusy(false)
    }
  }

  const decide = (decision: DecisionKind, text: string | undefined) => {
    if (!token) return
    void send(async () => {
      const answer = await recordDecision(token, decision, text)
      if (answer.ok) setLink((l) => (l ? { ...l, decision: answer.data.decision } : l))
      return answer.ok ? answer : { ok: false, message: answer.message }
    }, "Your decision is recorded. Thank you.")
  }

  return (
    <PublicLayout>
      <div className="stack review-page">
        <div>
          <p className="muted review-eyebrow">Board review</p>
          <h1>{link ? link.project_name : "Board review"}</h1>
          {link ? (
            <p className="muted review-lead" data-testid="review-version">
              Initiation pack version {link.version}, submitted <time dateTime={link.submitted_at}>{formatDateTime(link.submitted_at)}</time>. You are reviewing as{" "}
              <strong>{link.reviewer.name}</strong> ({link.reviewer.board_role}); this link works until {formatDay(link.reviewer.expires_at)}.
            </p>
          ) : null}
        </div>
        <ErrorBanner message={error} />
        <p className="review-notice" role="status">
          {notice}
        </p>
        {link?.authorised_at ? <Alert tone="success">This version was authorised on {formatDateTime(link.authorised_at)}.</Alert> : null}
        {!link && !error ? <Spinner label="Opening the pack…" /> : null}
        {link && token ? (
          <>
            <section className="ui-card review-card" aria-labelledby="review-docs-heading">
              <h2 id="review-docs-heading" className="ui-card-title">
                Documents
              </h2>
              <Select
                id="review-document"
                label="Document"
                value={docType}
                options={link.documents.map((d) => ({ value: d.doc_type, label: d.title }))}
                onChange={(e) => setDocType(e.target.value)}
              />
              <div className="review-grid">
                <div className="reports-frame-wrap review-frame-wrap">
                  {html !== null && current ? (
                    <iframe className="review-frame" title={`${current.title} preview`} sandbox="" srcDoc={html} referrerPolicy="no-referrer" />
                  ) : (
                    <div className="review-frame-placeholder">
                      <Spinner label="Loading the document…" />
                    </div>
                  )}
                </div>
                <div className="review-sections">
                  <h3 className="review-sections-title">Comments by section</h3>
                  <ul className="review-section-list">
                    {current?.sections.map((s) => (
                      <SectionComments
                        key={s.anchor}
                        docType={docType}
                        section={s}
                        threads={byAnchor.get(s.anchor) ?? []}
                        busy={busy}
                        onComment={(heading, body) => send(() => addLinkComment(token, { doc_type: docType, heading, body }), "Comment added.")}
                        onReply={(t, body) => send(() => addLinkComment(token, { parent_id: t.id, body }), "Reply added.")}
                      />
                    ))}
                  </ul>
                </div>
              </div>
            </section>
            <section className="ui-card review-card" aria-labelledby="review-decision-heading">
              <h2 id="review-decision-heading" className="ui-card-title">
                Your decision
              </h2>
              <DecisionForm name={link.reviewer.name} boardRole={link.reviewer.board_role} recorded={link.decision} busy={busy} onDecide={decide} />
            </section>
          </>
        ) : null}
      </div>
    </PublicLayout>
  )
}
