import { useState } from "react"
import { Link } from "react-router"
import { Badge } from "../../../components/ui/badge"
import { Button } from "../../../components/ui/button"
import { Textarea } from "../../../components/ui/textarea"
import { formatDateTime } from "../../../lib/date-format"
import type { ReviewThread, VersionComments } from "../lib/board-review-types"

interface Props {
  readonly comments: VersionComments
  readonly busy: boolean
  readonly onReply: (thread: ReviewThread, body: string) => Promise<boolean>
  readonly onResolve: (thread: ReviewThread, resolved: boolean) => void
}

/** One thread: the comment and its replies, all shown as text (never as HTML), with Reply and Resolve. */
const Thread = ({ thread, busy, onReply, onResolve }: { readonly thread: ReviewThread } & Omit<Props, "comments">) => {
  const [reply, setReply] = useState("")
  const id = `board-reply-${thread.id}`
  return (
    <li className={`board-thread${thread.resolved ? " board-thread-resolved" : ""}`} data-testid={`board-thread-${thread.id}`}>
      <div className="board-thread-head">
        <span className="board-thread-section">{thread.heading}</span>
        <Badge tone={thread.resolved ? "success" : "warning"}>{thread.resolved ? "Resolved" : "Open"}</Badge>
      </div>
      {[thread, ...thread.replies].map((c) => (
        <div key={c.id} className={`board-comment${c.by_owner ? " board-comment-owner" : ""}`}>
          <p className="board-comment-by muted">
            {c.author}
            {c.by_owner ? " (owner)" : ""} · <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
          </p>
          <p className="board-comment-body">{c.body}</p>
        </div>
      ))}
      <form
        className="board-thread-reply"
        onSubmit={(e) => {
          e.preventDefault()
          void onReply(thread, reply.trim()).then((ok) => ok && setReply(""))
        }}
      >
        <Textarea id={id} label={`Reply to ${thread.author}`} rows={2} value={reply} maxLength={5000} onChange={(e) => setReply(e.target.value)} />
        <div className="board-thread-actions">
          <Button type="submit" size="sm" disabled={busy || !reply.trim()}>
            Reply
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onResolve(thread, !thread.resolved)}>
            {thread.resolved ? "Reopen" : "Resolve"}
          </Button>
        </div>
      </form>
    </li>
  )
}

/** issue 36: every comment on the version, grouped by the module whose screen fixes it. */
export const ReviewCommentsList = ({ comments, ...rest }: Props) => {
  if (comments.total === 0) return <p className="muted reports-lead">No comments on version {comments.version} yet.</p>
  return (
    <div className="board-modules">
      <p className="reports-lead">
        {comments.open} open of {comments.total} comments on version {comments.version}.
      </p>
      {comments.modules.map((m) => (
        <section key={m.module} className="board-module" aria-labelledby={`board-module-${m.module}`}>
          <div className="board-module-head">
            <h4 id={`board-module-${m.module}`}>
              {m.title} <span className="muted">({m.open} open)</span>
            </h4>
            <Link to={m.screen} className="ui-btn ui-btn-secondary ui-btn-sm">
              Fix in {m.title}
            </Link>
          </div>
          <ul className="board-threads">
            {m.comments.map((t) => (
              <Thread key={t.id} thread={t} {...rest} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
