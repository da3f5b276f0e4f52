import type { CommentRecord, DecisionRecord, PackVersionRecord, ReviewerRecord, ReviewEventRecord } from "../../ports/review/board-review-repository"
import { isAuthorised } from "../../rules/board-review/authorisation"

// issue 36: what the board review routes answer (docs/api.md); times as ISO 8601.

const iso = (d: Date | null): string | null => d?.toISOString() ?? null

export const decisionView = (d: DecisionRecord) => ({
  id: d.id,
  reviewer_id: d.reviewerId,
  name: d.name,
  board_role: d.boardRole,
  decision: d.decision,
  text: d.text,
  decided_at: d.decidedAt.toISOString()
})

export const commentView = (c: CommentRecord) => ({
  id: c.id,
  parent_id: c.parentId,
  author: c.authorName,
  by_owner: c.reviewerId === null,
  doc_type: c.docType,
  anchor: c.anchor,
  heading: c.heading,
  body: c.body,
  created_at: c.createdAt.toISOString(),
  resolved: c.resolvedAt !== null,
  resolved_at: iso(c.resolvedAt)
})

export type CommentView = ReturnType<typeof commentView>

/** Top-level comments, each with its replies (oldest first); a reply's reply joins the same thread. */
export const commentThreads = (comments: ReadonlyArray<CommentRecord>) => {
  const byId = new Map(comments.map((c) => [c.id, c]))
  const rootOf = (c: CommentRecord): number => {
    let at = c
    for (let i = 0; i < 50 && at.parentId !== null && byId.has(at.parentId); i++) at = byId.get(at.parentId)!
    return at.id
  }
  const threads = comments.filter((c) => c.parentId === null).map((c) => ({ ...commentView(c), replies: [] as Array<CommentView> }))
  const index = new Map(threads.map((t) => [t.id, t]))
  for (const c of comments) if (c.parentId !== null) index.get(rootOf(c))?.replies.push(commentView(c))
  return threads
}

export type ReviewerState = "invited" | "viewed" | "decided" | "revoked" | "expired"

export const reviewerView = (r: ReviewerRecord, decision: DecisionRecord | undefined, now: Date) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  board_role: r.boardRole,
  invited_at: r.invitedAt.toISOString(),
  expires_at: r.expiresAt.toISOString(),
  revoked_at: iso(r.revokedAt),
  first_viewed_at: iso(r.firstViewedAt),
  reminded_at: iso(r.remindedAt),
  state: (decision
    ? "decided"
    : r.revokedAt
      ? "revoked"
      : r.expiresAt.getTime() <= now.getTime()
        ? "expired"
        : r.firstViewedAt
          ? "viewed"
          : "invited") satisfies ReviewerState as ReviewerState,
  decision: decision ? decisionView(decision) : null
})

/** A version with its board: who decided what, who has not; status authorised, rejected or in_review. */
export const versionView = (v: PackVersionRecord, reviewers: ReadonlyArray<ReviewerRecord>, decisions: ReadonlyArray<DecisionRecord>, now: Date) => {
  const byReviewer = new Map(decisions.map((d) => [d.reviewerId, d]))
  const board = reviewers.map((r) => reviewerView(r, byReviewer.get(r.id), now))
  const status = v.authorisedAt !== null || isAuthorised(decisions) ? "authorised" : decisions.some((d) => d.decision === "reject") ? "rejected" : "in_review"
  return {
    version: v.version,
    method: v.method,
    source_hash: v.sourceHash,
    submitted_at: v.submittedAt.toISOString(),
    authorised_at: iso(v.authorisedAt),
    status,
    reviewers: board,
    decided: board.filter((r) => r.decision !== null).map((r) => ({ reviewer_id: r.id, name: r.name, board_role: r.board_role, decision: r.decision!.decision })),
    undecided: board.filter((r) => r.decision === null && r.state !== "revoked").map((r) => ({ reviewer_id: r.id, name: r.name, board_role: r.board_role, state: r.state }))
  }
}

export const eventView = (e: ReviewEventRecord) => ({
  at: e.createdAt.toISOString(),
  version: e.version,
  event: e.kind,
  actor: e.actor,
  board_role: e.boardRole,
  detail: e.detail
})
