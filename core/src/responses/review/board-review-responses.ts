import * as Schema from "effect/Schema"
import { ReportMetaView } from "../reports/report-responses"

// issue 36: the answers of the board review routes (docs/api.md "Board review and sign-off"); times are ISO 8601 text.

const Iso = Schema.String
const NullableIso = Schema.NullOr(Schema.String)
const Decision = Schema.Literal("approve", "approve_with_conditions", "reject")

export const ReviewDecisionView = Schema.Struct({
  id: Schema.Int,
  reviewer_id: Schema.Int,
  name: Schema.String,
  board_role: Schema.String,
  decision: Decision,
  text: Schema.NullOr(Schema.String),
  decided_at: Iso
}).annotations({ identifier: "ReviewDecisionView" })

export const ReviewerView = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  email: Schema.String,
  board_role: Schema.String,
  invited_at: Iso,
  expires_at: Iso,
  revoked_at: NullableIso,
  first_viewed_at: NullableIso,
  reminded_at: NullableIso,
  state: Schema.Literal("invited", "viewed", "decided", "revoked", "expired"),
  decision: Schema.NullOr(ReviewDecisionView)
}).annotations({ identifier: "ReviewerView" })

export const ReviewCommentView = Schema.Struct({
  id: Schema.Int,
  parent_id: Schema.NullOr(Schema.Int),
  author: Schema.String,
  by_owner: Schema.Boolean,
  doc_type: Schema.String,
  anchor: Schema.String,
  heading: Schema.String,
  body: Schema.String,
  created_at: Iso,
  resolved: Schema.Boolean,
  resolved_at: NullableIso
}).annotations({ identifier: "ReviewCommentView" })

export const ReviewCommentThread = Schema.Struct({ ...ReviewCommentView.fields, replies: Schema.Array(ReviewCommentView) }).annotations({
  identifier: "ReviewCommentThread"
})

const Section = Schema.Struct({ anchor: Schema.String, heading: Schema.String, level: Schema.Int, module: Schema.String }).annotations({
  identifier: "ReviewSection"
})

/** POST /board-review/projects/{id}/versions */
export const SubmitPackResponse = Schema.Struct({
  project_id: Schema.Int,
  version: Schema.Int,
  method: Schema.Literal("waterfall", "agile"),
  source_hash: Schema.String,
  submitted_at: Iso,
  reviewers: Schema.Array(ReviewerView)
}).annotations({ identifier: "SubmitPackResponse" })

/** POST .../versions/{version}/reviewers */
export const InviteReviewersResponse = Schema.Struct({ version: Schema.Int, reviewers: Schema.Array(ReviewerView) }).annotations({
  identifier: "InviteReviewersResponse"
})

const BoardMember = Schema.Struct({ reviewer_id: Schema.Int, name: Schema.String, board_role: Schema.String })

export const PackVersionView = Schema.Struct({
  version: Schema.Int,
  method: Schema.Literal("waterfall", "agile"),
  source_hash: Schema.String,
  submitted_at: Iso,
  authorised_at: NullableIso,
  status: Schema.Literal("in_review", "authorised", "rejected"),
  reviewers: Schema.Array(ReviewerView),
  decided: Schema.Array(Schema.Struct({ ...BoardMember.fields, decision: Decision })),
  undecided: Schema.Array(Schema.Struct({ ...BoardMember.fields, state: Schema.Literal("invited", "viewed", "decided", "revoked", "expired") }))
}).annotations({ identifier: "PackVersionView" })

/** GET /board-review/projects/{id}/versions */
export const PackVersionsResponse = Schema.Struct({
  project_id: Schema.Int,
  project_name: Schema.String,
  method: Schema.Literal("waterfall", "agile"),
  authorised_version: Schema.NullOr(Schema.Int),
  changedSinceAuthorisation: Schema.Boolean,
  versions: Schema.Array(PackVersionView)
}).annotations({ identifier: "PackVersionsResponse" })

/** POST .../remind */
export const RemindReviewersResponse = Schema.Struct({
  version: Schema.Int,
  reminded: Schema.Array(Schema.Struct({ ...BoardMember.fields, email: Schema.String }))
}).annotations({ identifier: "RemindReviewersResponse" })

/** GET .../versions/{version}/comments: threads grouped by the module whose screen fixes them */
export const VersionCommentsResponse = Schema.Struct({
  version: Schema.Int,
  open: Schema.Int,
  total: Schema.Int,
  modules: Schema.Array(
    Schema.Struct({ module: Schema.String, title: Schema.String, screen: Schema.String, open: Schema.Int, comments: Schema.Array(ReviewCommentThread) })
  )
}).annotations({ identifier: "VersionCommentsResponse" })

export const ReviewEventView = Schema.Struct({
  at: Iso,
  version: Schema.Int,
  event: Schema.Literal("submitted", "invited", "viewed", "commented", "replied", "resolved", "reopened", "decided", "authorised", "revoked", "reminded"),
  actor: Schema.String,
  board_role: Schema.NullOr(Schema.String),
  detail: Schema.NullOr(Schema.String)
}).annotations({ identifier: "ReviewEventView" })

/** GET .../audit */
export const ReviewAuditResponse = Schema.Struct({ project_id: Schema.Int, project_name: Schema.String, events: Schema.Array(ReviewEventView) }).annotations({
  identifier: "ReviewAuditResponse"
})

/** GET .../approval: core's ApprovalRecord (core/src/document/approval-record.ts) */
export const ApprovalRecordResponse = Schema.Struct({
  version: Schema.Int,
  sourceHash: Schema.String,
  authorisedAt: Iso,
  decisions: Schema.Array(
    Schema.Struct({ name: Schema.String, boardRole: Schema.String, decision: Decision, text: Schema.optional(Schema.String), decidedAt: Iso })
  )
}).annotations({ identifier: "ApprovalRecordResponse" })

/** GET .../authorised/doc?format=html (not raw) */
export const AuthorisedPreviewResponse = Schema.Struct({
  ok: Schema.Literal(true),
  version: Schema.Int,
  html: Schema.String,
  meta: ReportMetaView,
  doc_type: Schema.Literal("pid", "agile_overview", "sow"),
  title: Schema.String,
  project_name: Schema.String,
  file_name: Schema.String
}).annotations({ identifier: "AuthorisedPreviewResponse" })

const Names = Schema.Array(Schema.String)
const ChangeOf = <A, I>(s: Schema.Schema<A, I>) => Schema.Struct({ from: s, to: s })
const RiskRating = Schema.Struct({ likelihood: Schema.String, impact: Schema.String, score: Schema.NullOr(Schema.Number), rag: Schema.NullOr(Schema.String) })
const TaskFacts = Schema.Struct({ duration_days: Schema.NullOr(Schema.Number), start_date: Schema.NullOr(Schema.String), end_date: Schema.NullOr(Schema.String) })
const BudgetLine = Schema.Struct({ category: Schema.String, item: Schema.String, cost: Schema.Number })

/** The pack diff of `initpack diff` (core/src/rules/pack-diff/pack-diff.ts). */
export const PackDiffView = Schema.Struct({
  equal: Schema.Boolean,
  project: Schema.Struct({ name: ChangeOf(Schema.String), method: ChangeOf(Schema.String) }),
  scope: Schema.Array(Schema.Struct({ section: Schema.String, added: Names, removed: Names })),
  risks: Schema.Struct({
    added: Schema.Array(Schema.Struct({ title: Schema.String, rating: RiskRating })),
    removed: Schema.Array(Schema.Struct({ title: Schema.String, rating: RiskRating })),
    rerated: Schema.Array(Schema.Struct({ title: Schema.String, from: RiskRating, to: RiskRating }))
  }),
  wbs: Schema.Struct({
    added: Names,
    removed: Names,
    changed: Schema.Array(Schema.Struct({ task: Schema.String, from: TaskFacts, to: TaskFacts })),
    finish: Schema.NullOr(ChangeOf(Schema.NullOr(Schema.String))),
    critical: Schema.Struct({ became: Names, left: Names })
  }),
  budget: Schema.Struct({
    currency: Schema.String,
    added: Schema.Array(BudgetLine),
    removed: Schema.Array(BudgetLine),
    changed: Schema.Array(Schema.Struct({ category: Schema.String, item: Schema.String, from: Schema.Number, to: Schema.Number })),
    total: Schema.NullOr(ChangeOf(Schema.Number))
  }),
  stakeholders: Schema.Struct({ added: Names, removed: Names, changed: Schema.Array(Schema.Struct({ name: Schema.String, fields: Names })) })
}).annotations({ identifier: "PackDiffView" })

/** GET .../changes */
export const ChangesSinceAuthorisationResponse = Schema.Struct({
  authorised_version: Schema.Int,
  authorised_at: NullableIso,
  changedSinceAuthorisation: Schema.Boolean,
  diff: PackDiffView,
  markdown: Schema.String
}).annotations({ identifier: "ChangesSinceAuthorisationResponse" })

/** GET /board-review/link */
export const ReviewLinkResponse = Schema.Struct({
  project_name: Schema.String,
  method: Schema.Literal("waterfall", "agile"),
  version: Schema.Int,
  source_hash: Schema.String,
  submitted_at: Iso,
  authorised_at: NullableIso,
  reviewer: Schema.Struct({ name: Schema.String, board_role: Schema.String, expires_at: Iso }),
  decision: Schema.NullOr(ReviewDecisionView),
  documents: Schema.Array(
    Schema.Struct({ doc_type: Schema.String, file_stem: Schema.String, title: Schema.String, source_hash: Schema.String, sections: Schema.Array(Section) })
  )
}).annotations({ identifier: "ReviewLinkResponse" })

/** GET /board-review/link/doc (not raw) */
export const ReviewLinkDocResponse = Schema.Struct({
  ok: Schema.Literal(true),
  version: Schema.Int,
  doc_type: Schema.String,
  title: Schema.String,
  project_name: Schema.String,
  meta: ReportMetaView,
  sections: Schema.Array(Section),
  html: Schema.String
}).annotations({ identifier: "ReviewLinkDocResponse" })

/** GET /board-review/link/comments */
export const ReviewLinkCommentsResponse = Schema.Struct({ version: Schema.Int, comments: Schema.Array(ReviewCommentThread) }).annotations({
  identifier: "ReviewLinkCommentsResponse"
})

/** POST /board-review/link/decision */
export const RecordDecisionResponse = Schema.Struct({ created: Schema.Boolean, decision: ReviewDecisionView, authorised: Schema.Boolean }).annotations({
  identifier: "RecordDecisionResponse"
})
