// issue 36: the board review answers the Reports screen reads (docs/api.md "Board review and sign-off").

export type DecisionKind = "approve" | "approve_with_conditions" | "reject"
export type ReviewerState = "invited" | "viewed" | "decided" | "revoked" | "expired"

export interface ReviewDecision {
  readonly id: number
  readonly reviewer_id: number
  readonly name: string
  readonly board_role: string
  readonly decision: DecisionKind
  readonly text: string | null
  readonly decided_at: string
}

export interface Reviewer {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly board_role: string
  readonly invited_at: string
  readonly expires_at: string
  readonly revoked_at: string | null
  readonly first_viewed_at: string | null
  readonly reminded_at: string | null
  readonly state: ReviewerState
  readonly decision: ReviewDecision | null
}

export interface PackVersion {
  readonly version: number
  readonly method: "waterfall" | "agile"
  readonly source_hash: string
  readonly submitted_at: string
  readonly authorised_at: string | null
  readonly status: "in_review" | "authorised" | "rejected"
  readonly reviewers: ReadonlyArray<Reviewer>
}

export interface PackVersions {
  readonly project_id: number
  readonly project_name: string
  readonly method: "waterfall" | "agile"
  readonly authorised_version: number | null
  readonly changedSinceAuthorisation: boolean
  readonly versions: ReadonlyArray<PackVersion>
}

export interface ReviewComment {
  readonly id: number
  readonly parent_id: number | null
  readonly author: string
  readonly by_owner: boolean
  readonly doc_type: string
  readonly anchor: string
  readonly heading: string
  readonly body: string
  readonly created_at: string
  readonly resolved: boolean
  readonly resolved_at: string | null
}

export interface ReviewThread extends ReviewComment {
  readonly replies: ReadonlyArray<ReviewComment>
}

export interface ModuleComments {
  readonly module: string
  readonly title: string
  readonly screen: string
  readonly open: number
  readonly comments: ReadonlyArray<ReviewThread>
}

export interface VersionComments {
  readonly version: number
  readonly open: number
  readonly total: number
  readonly modules: ReadonlyArray<ModuleComments>
}

export interface ReviewEvent {
  readonly at: string
  readonly version: number
  readonly event: string
  readonly actor: string
  readonly board_role: string | null
  readonly detail: string | null
}

export interface InviteRow {
  readonly name: string
  readonly email: string
  readonly board_role: string
}

export const DECISION_LABELS: Readonly<Record<DecisionKind, string>> = {
  approve: "Approved",
  approve_with_conditions: "Approved with conditions",
  reject: "Rejected"
}

export const STATE_LABELS: Readonly<Record<ReviewerState, string>> = {
  invited: "Invited, not opened",
  viewed: "Opened, not decided",
  decided: "Decided",
  revoked: "Link revoked",
  expired: "Link expired"
}

export const STATUS_LABELS: Readonly<Record<PackVersion["status"], string>> = {
  in_review: "In review",
  authorised: "Authorised",
  rejected: "Rejected"
}
