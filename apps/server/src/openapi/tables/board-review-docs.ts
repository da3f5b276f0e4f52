import * as Schema from "effect/Schema"
import {
  CommentReplyRequest,
  InviteReviewersRequest,
  ReviewCommentRequest,
  ReviewDecisionRequest,
  SubmitPackRequest
} from "@initpack/core/requests/review/board-review-requests"
import {
  ApprovalRecordResponse,
  AuthorisedPreviewResponse,
  ChangesSinceAuthorisationResponse,
  InviteReviewersResponse,
  PackVersionsResponse,
  RecordDecisionResponse,
  RemindReviewersResponse,
  ReviewAuditResponse,
  ReviewCommentView,
  ReviewerView,
  ReviewLinkCommentsResponse,
  ReviewLinkDocResponse,
  ReviewLinkResponse,
  SubmitPackResponse,
  VersionCommentsResponse
} from "@initpack/core/responses/review/board-review-responses"
import type { ModuleDoc } from "../route-doc"

// issue 36: the board review routes (docs/api.md "Board review and sign-off"); the handlers read these queries field by field.

const version = Schema.optional(Schema.String.pipe(Schema.pattern(/^[0-9]{1,9}$/)))

/** routes/review/review-link-routes.ts GET /doc. */
const LinkDocQuery = Schema.Struct({ doc_type: Schema.String, raw: Schema.optional(Schema.Literal("1")) }).annotations({ title: "ReviewLinkDocQuery" })

/** routes/review/board-review-routes.ts GET /projects/{id}/approval. */
const ApprovalQuery = Schema.Struct({ version }).annotations({ title: "ApprovalQuery" })

/** routes/review/board-review-routes.ts GET /projects/{id}/authorised/doc. */
const AuthorisedDocQuery = Schema.Struct({
  doc_type: Schema.optional(Schema.Literal("pid", "agile_overview", "sow")),
  format: Schema.optional(Schema.Literal("pdf", "html", "docx")),
  version,
  raw: Schema.optional(Schema.Literal("1"))
}).annotations({ title: "AuthorisedDocQuery" })

const COMMENT = "{ id, parent_id, author, by_owner, doc_type, anchor, heading, body, created_at, resolved, resolved_at }"
const REVIEWER =
  "{ id, name, email, board_role, invited_at, expires_at, revoked_at, first_viewed_at, reminded_at, state: invited|viewed|decided|revoked|expired, decision }"
const DECISION = "{ id, reviewer_id, name, board_role, decision, text, decided_at }"

export const boardReviewDocs: ModuleDoc = {
  tag: "Board review",
  description:
    "The project owner's side of the project board's review and sign-off (issue 36, docs/api.md): versions, reviewers, comments, audit trail, the authorised version. Owner only; admins may read; another user's project is 404.",
  prefixes: ["/api/board-review"],
  access: "subscriber",
  routes: {
    "POST /projects/{id}/versions": {
      response: SubmitPackResponse, summary: "Submit the current pack as the next numbered version and invite reviewers by email",
      returns: `{ project_id, version, method, source_hash, submitted_at, reviewers: [${REVIEWER}] }`,
      body: SubmitPackRequest,
      status: 201
    },
    "GET /projects/{id}/versions": {
      response: PackVersionsResponse, summary: "Every version with its board's status: who decided what, who has not",
      returns: `{ project_id, project_name, method, authorised_version, changedSinceAuthorisation, versions: [{ version, method, source_hash, submitted_at, authorised_at, status: in_review|authorised|rejected, reviewers: [${REVIEWER}], decided, undecided }] }`,
      access: "subscriber"
    },
    "POST /projects/{id}/versions/{version}/reviewers": {
      response: InviteReviewersResponse, summary: "Invite more reviewers to a version (a personal link each, by email)",
      returns: `{ version, reviewers: [${REVIEWER}] }`,
      body: InviteReviewersRequest,
      status: 201
    },
    "POST /projects/{id}/versions/{version}/reviewers/{reviewer_id}/revoke": { response: ReviewerView, summary: "Revoke a reviewer's link", returns: REVIEWER },
    "POST /projects/{id}/versions/{version}/remind": {
      response: RemindReviewersResponse, summary: "Mail a reminder (with a new link) to every reviewer who has not decided",
      returns: "{ version, reminded: [{ reviewer_id, name, board_role, email }] }"
    },
    "GET /projects/{id}/versions/{version}/comments": {
      response: VersionCommentsResponse, summary: "Every comment of a version in threads, grouped by the module whose screen fixes it",
      returns: `{ version, open, total, modules: [{ module, title, screen, open, comments: [${COMMENT} with replies] }] }`
    },
    "POST /projects/{id}/versions/{version}/comments/{comment_id}/replies": {
      response: ReviewCommentView, summary: "The owner's reply to a comment",
      returns: COMMENT,
      body: CommentReplyRequest,
      status: 201
    },
    "POST /projects/{id}/versions/{version}/comments/{comment_id}/resolve": { response: ReviewCommentView, summary: "Mark a comment resolved", returns: COMMENT },
    "POST /projects/{id}/versions/{version}/comments/{comment_id}/reopen": { response: ReviewCommentView, summary: "Open a resolved comment again", returns: COMMENT },
    "GET /projects/{id}/audit": {
      response: ReviewAuditResponse, summary: "The audit trail: submitted, invited, viewed (first view per reviewer), commented, replied, resolved, decided, authorised, revoked, reminded",
      returns: "{ project_id, project_name, events: [{ at, version, event, actor, board_role, detail }] }"
    },
    "GET /projects/{id}/audit/csv": {
      summary: "The audit trail as CSV (formula injection neutralised)",
      returns: "board_review_audit_{project}.csv: time, version, event, actor, board_role, detail",
      answer: "csv"
    },
    "GET /projects/{id}/approval": {
      response: ApprovalRecordResponse, summary: "The approval record of the latest (or ?version=) authorised version",
      returns: "{ version, sourceHash, authorisedAt, decisions: [{ name, boardRole, decision, text?, decidedAt }] } (core ApprovalRecord)",
      query: ApprovalQuery
    },
    "GET /projects/{id}/authorised/doc": {
      response: AuthorisedPreviewResponse, summary: "The authorised version's PID or SOW (agile: overview or SOW) with its approval page, as it was authorised",
      returns: "html: { ok, version, html, meta, doc_type, title, project_name, file_name }, with raw=1 the page itself; pdf and docx: {doc_type}_{project}_{date}_v{version}.{pdf|docx}",
      query: AuthorisedDocQuery,
      answer: "document"
    },
    "GET /projects/{id}/changes": {
      response: ChangesSinceAuthorisationResponse, summary: "What changed since the latest authorised version (the pack diff of initpack diff)",
      returns: "{ authorised_version, authorised_at, changedSinceAuthorisation, diff, markdown }"
    }
  }
}

export const reviewLinkDocs: ModuleDoc = {
  tag: "Board review",
  description: "",
  prefixes: ["/api/board-review/link"],
  access: "public",
  routes: {
    "GET /": {
      response: ReviewLinkResponse, summary: "A reviewer's pack version (header X-Review-Token; no account): the documents and their sections",
      returns: `{ project_name, method, version, source_hash, submitted_at, authorised_at, reviewer: { name, board_role, expires_at }, decision: ${DECISION} | null, documents: [{ doc_type, file_stem, title, source_hash, sections: [{ anchor, heading, level, module }] }] }`,
      errors: [404, 429]
    },
    "GET /doc": {
      response: ReviewLinkDocResponse, summary: "One document of the reviewer's version as the HTML preview, from the stored artefacts (X-Review-Token)",
      returns: "{ ok, version, doc_type, title, project_name, meta, sections, html }; raw=1: the page",
      query: LinkDocQuery,
      errors: [400, 404, 429]
    },
    "GET /comments": {
      response: ReviewLinkCommentsResponse, summary: "Every comment on the reviewer's version, in threads (X-Review-Token)",
      returns: `{ version, comments: [${COMMENT} with replies] }`,
      errors: [404, 429]
    },
    "POST /comments": {
      response: ReviewCommentView, summary: "Comment on a section (anchored to its heading) or reply (parent_id) (X-Review-Token)",
      returns: COMMENT,
      body: ReviewCommentRequest,
      status: 201,
      errors: [404, 429]
    },
    "POST /decision": {
      response: RecordDecisionResponse, summary: "Record the reviewer's decision once: approve, approve_with_conditions or reject (X-Review-Token)",
      returns: `{ created: true, decision: ${DECISION}, authorised }; the same decision again: { created: false, ... } (the recorded one); a different one: 409`,
      body: ReviewDecisionRequest,
      errors: [404, 409, 429]
    }
  }
}
