import * as Schema from "effect/Schema"

// issue 36: request bodies of the board review routes (docs/api.md "Board review and sign-off").

const trimmedText = (field: string, max: number) =>
  Schema.Trim.pipe(
    Schema.minLength(1, { message: () => `${field} is required.` }),
    Schema.maxLength(max, { message: () => `${field} must be at most ${max} characters.` })
  )

const Email = Schema.Trim.pipe(Schema.pattern(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { message: () => "email must be an email address." }), Schema.maxLength(254))

export const ReviewerInvite = Schema.Struct({
  name: trimmedText("name", 200),
  email: Email,
  /** e.g. Executive, Senior User, Senior Supplier (PRINCE2); Project Sponsor, Product Owner (agile) */
  board_role: trimmedText("board_role", 100)
})
export type ReviewerInvite = typeof ReviewerInvite.Type

const ExpiresInDays = Schema.Int.pipe(
  Schema.between(1, 90, { message: () => "expires_in_days must be a whole number from 1 to 90." })
)

/** POST /board-review/projects/{id}/versions: freeze the current pack; reviewers may be invited at once. */
export const SubmitPackRequest = Schema.Struct({
  reviewers: Schema.optionalWith(Schema.Array(ReviewerInvite).pipe(Schema.maxItems(20)), { default: () => [] }),
  expires_in_days: Schema.optional(ExpiresInDays)
})
export type SubmitPackRequest = typeof SubmitPackRequest.Type

/** POST /board-review/projects/{id}/versions/{version}/reviewers */
export const InviteReviewersRequest = Schema.Struct({
  reviewers: Schema.Array(ReviewerInvite).pipe(Schema.minItems(1, { message: () => "reviewers needs at least one reviewer." }), Schema.maxItems(20)),
  expires_in_days: Schema.optional(ExpiresInDays)
})
export type InviteReviewersRequest = typeof InviteReviewersRequest.Type

/** POST /board-review/link/comments (a reviewer): a comment on a section, or a reply */
export const ReviewCommentRequest = Schema.Struct({
  /** required unless parent_id is given (a reply joins its parent's section) */
  doc_type: Schema.optional(trimmedText("doc_type", 40)),
  /** the section heading as the document shows it (or its anchor); the comment is anchored to the heading's slug */
  heading: Schema.optional(trimmedText("heading", 300)),
  body: trimmedText("body", 5000),
  parent_id: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.positive())))
})
export type ReviewCommentRequest = typeof ReviewCommentRequest.Type

/** POST .../comments/{comment_id}/replies (the owner) */
export const CommentReplyRequest = Schema.Struct({ body: trimmedText("body", 5000) })
export type CommentReplyRequest = typeof CommentReplyRequest.Type

/** POST /board-review/link/decision: approve, approve_with_conditions (text required) or reject (text required). */
export const ReviewDecisionRequest = Schema.Struct({
  decision: Schema.Literal("approve", "approve_with_conditions", "reject").annotations({
    message: () => "decision must be approve, approve_with_conditions or reject."
  }),
  text: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(5000))))
})
export type ReviewDecisionRequest = typeof ReviewDecisionRequest.Type
