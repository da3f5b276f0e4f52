import { useState } from "react"
import { Badge } from "../../../components/ui/badge"
import { Button } from "../../../components/ui/button"
import { Textarea } from "../../../components/ui/textarea"
import { formatDateTime } from "../../../lib/date-format"
import type { LinkSection, LinkThread } from "../lib/review-link-types"

interface Props {
  readonly docType: string
  readonly section: LinkSection
  readonly threads: ReadonlyArray<LinkThread>
  readonly busy: boolean
  readonly onComment: (heading: string, body: string) => Promise<boolean>
  readonly onReply: (thread: LinkThread, body: string) => Promise<boolean>
}

/** A small form with one text box: a new comment or a reply. */
const CommentForm = ({ id, label, button, busy, onSend }: { id: string; label: string; button: string; busy: boolean; onSend: (body: string) => Promise<boolean> }) => {
  const [text, setText] = useState("")
  return (
    <form
      className="review-comment-form"
      onSubmit={(e) => {
        e.preventDefault()
        void onSend(text.trim()).then((ok) => ok && setText(""))
      }}
    >
      <Textarea id={id} label={label} rows={2} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" size="sm" disabled={busy || !text.trim()}>
        {button}
      </Button>
    </form>
  )
}

/**
 * issue 36: one section of a document, anchored to its heading: its threads (shown as text, never as HTML), a reply
 * box per thread and a comment box.
 */
export const SectionComments = ({ docType, section, threads, busy, onComment, onReply }: Props) => {
  const open = threads.filter((t) => !t.resolved).length
  return (
    <li className={`review-section${section.level > 1 ? " review-section-sub" : ""}`} id={`section-${docType}-${section.anchor}`} data-anchor={section.anchor}>
      <details open={threads.length > 0 || undefined}>
        <summary>
          <span className="review-section-heading">{section.heading}</span>
          {threads.length ? (
            <span className="muted review-section-count">
              {threads.length} comment{threads.length === 1 ? "" : "s"}
              {open !== threads.length ? `, ${threads.length - open} resolved` : ""}
            </span>
          ) : null}
        </summary>
        <ul className="review-threads">
          {threads.map((t) => (
            <li key={t.id} className="review-thread">
              {[t, ...t.replies].map((c) => (
                <div key={c.id} className={`review-comment${c.parent_id ? " review-comment-reply" : ""}`}>
                  <p className="review-comment-by muted">
                    {c.author}
                    {c.by_owner ? " (project owner)" : ""} · <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
                    {c.parent_id === null ? <Badge tone={t.resolved ? "success" : "neutral"}>{t.resolved ? "Resolved" : "Open"}</Badge> : null}
                  </p>
                  <p className="review-comment-body">{c.body}</p>
                </div>
              ))}
              <CommentForm id={`review-reply-${t.id}`} label="Reply" button="Reply" busy={busy} onSend={(body) => onReply(t, body)} />
            </li>
          ))}
        </ul>
        <CommentForm
          id={`review-comment-${docType}-${section.anchor}`}
          label={`Comment on "${section.heading}"`}
          button="Add comment"
          busy={busy}
          onSend={(body) => onComment(section.heading, body)}
        />
      </details>
    </li>
  )
}
