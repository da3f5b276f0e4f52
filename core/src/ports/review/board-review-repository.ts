import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "../../document/artefacts"
import type { BoardDecision } from "../../document/approval-record"
import type { DatabaseError } from "../database-error"
import type { ProjectRecord } from "../project-repository"

// issue 36: pack versions submitted for the project board's review, their reviewers, comments, decisions and audit trail.

export interface PackVersionRecord {
  readonly id: number
  readonly projectId: number
  readonly version: number
  readonly method: "waterfall" | "agile"
  readonly sourceHash: string
  readonly submittedAt: Date
  readonly authorisedAt: Date | null
}

export interface ReviewerRecord {
  readonly id: number
  readonly versionId: number
  readonly name: string
  readonly email: string
  readonly boardRole: string
  readonly invitedAt: Date
  readonly expiresAt: Date
  readonly revokedAt: Date | null
  readonly firstViewedAt: Date | null
  readonly remindedAt: Date | null
}

export interface CommentRecord {
  readonly id: number
  readonly versionId: number
  /** null: written by the project owner */
  readonly reviewerId: number | null
  readonly parentId: number | null
  readonly authorName: string
  readonly docType: string
  readonly anchor: string
  readonly heading: string
  readonly body: string
  readonly createdAt: Date
  readonly resolvedAt: Date | null
}

export interface DecisionRecord {
  readonly id: number
  readonly versionId: number
  readonly reviewerId: number
  readonly name: string
  readonly boardRole: string
  readonly decision: BoardDecision
  readonly text: string | null
  readonly decidedAt: Date
}

export type ReviewEventKind =
  | "submitted"
  | "invited"
  | "viewed"
  | "commented"
  | "replied"
  | "resolved"
  | "reopened"
  | "decided"
  | "authorised"
  | "revoked"
  | "reminded"

export interface ReviewEventRecord {
  readonly id: number
  readonly projectId: number
  readonly version: number
  readonly kind: ReviewEventKind
  readonly actor: string
  readonly boardRole: string | null
  readonly detail: string | null
  readonly createdAt: Date
}

/** A reviewer found by the digest of their token, with the version and project it opens. */
export interface TokenHolder {
  readonly reviewer: ReviewerRecord
  readonly version: PackVersionRecord
  readonly ownerId: number
  readonly projectName: string
}

export interface NewReviewer {
  readonly versionId: number
  readonly name: string
  readonly email: string
  readonly boardRole: string
  readonly tokenHash: string
  readonly invitedAt: Date
  readonly expiresAt: Date
}

export interface NewComment {
  readonly versionId: number
  readonly reviewerId: number | null
  readonly parentId: number | null
  readonly authorName: string
  readonly docType: string
  readonly anchor: string
  readonly heading: string
  readonly body: string
  readonly createdAt: Date
}

export interface NewDecision {
  readonly versionId: number
  readonly reviewerId: number
  readonly name: string
  readonly boardRole: string
  readonly decision: BoardDecision
  readonly text: string | null
  readonly decidedAt: Date
}

export type NewReviewEvent = Omit<ReviewEventRecord, "id">

/** Callers check that the project is the user's before naming it; a token is looked up by its digest only. */
export interface BoardReviewRepositoryService {
  /** Any user's project by id, for an admin's read of its review (owners go through ProjectRepository). */
  readonly findProjectForAdmin: (projectId: number) => Effect.Effect<ProjectRecord | null, DatabaseError>
  /** Freezes the artefacts as the project's next version (1, 2, ...), numbered in the same statement. */
  readonly createVersion: (
    projectId: number,
    method: "waterfall" | "agile",
    sourceHash: string,
    artefacts: ProjectArtefacts,
    at: Date
  ) => Effect.Effect<PackVersionRecord, DatabaseError>
  readonly listVersions: (projectId: number) => Effect.Effect<ReadonlyArray<PackVersionRecord>, DatabaseError>
  readonly findVersion: (projectId: number, version: number) => Effect.Effect<PackVersionRecord | null, DatabaseError>
  readonly latestAuthorised: (projectId: number) => Effect.Effect<PackVersionRecord | null, DatabaseError>
  readonly versionArtefacts: (versionId: number) => Effect.Effect<ProjectArtefacts | null, DatabaseError>
  /** Sets authorised_at (an earlier time is kept), or clears it with null; answers the version. */
  readonly setAuthorised: (versionId: number, at: Date | null) => Effect.Effect<PackVersionRecord | null, DatabaseError>

  readonly addReviewer: (reviewer: NewReviewer) => Effect.Effect<ReviewerRecord, DatabaseError>
  readonly listReviewers: (versionId: number) => Effect.Effect<ReadonlyArray<ReviewerRecord>, DatabaseError>
  readonly findReviewer: (versionId: number, reviewerId: number) => Effect.Effect<ReviewerRecord | null, DatabaseError>
  readonly findByTokenHash: (tokenHash: string) => Effect.Effect<TokenHolder | null, DatabaseError>
  readonly revokeReviewer: (reviewerId: number, at: Date) => Effect.Effect<ReviewerRecord | null, DatabaseError>
  /** Sets first_viewed_at when unset; true when this call set it (the first view). */
  readonly markViewed: (reviewerId: number, at: Date) => Effect.Effect<boolean, DatabaseError>
  /** A reminder's new link: the token digest is replaced (the old link stops working) and reminded_at set. */
  readonly replaceToken: (reviewerId: number, tokenHash: string, at: Date) => Effect.Effect<void, DatabaseError>

  readonly addComment: (comment: NewComment) => Effect.Effect<CommentRecord, DatabaseError>
  readonly listComments: (versionId: number) => Effect.Effect<ReadonlyArray<CommentRecord>, DatabaseError>
  readonly findComment: (versionId: number, commentId: number) => Effect.Effect<CommentRecord | null, DatabaseError>
  readonly setResolved: (commentId: number, resolvedAt: Date | null) => Effect.Effect<CommentRecord | null, DatabaseError>

  /** Records the reviewer's decision, or answers the one already recorded (created: false) and changes nothing. */
  readonly recordDecision: (decision: NewDecision) => Effect.Effect<{ readonly decision: DecisionRecord; readonly created: boolean }, DatabaseError>
  readonly listDecisions: (versionId: number) => Effect.Effect<ReadonlyArray<DecisionRecord>, DatabaseError>

  readonly addEvent: (event: NewReviewEvent) => Effect.Effect<void, DatabaseError>
  readonly listEvents: (projectId: number) => Effect.Effect<ReadonlyArray<ReviewEventRecord>, DatabaseError>
}

export class BoardReviewRepository extends Context.Tag("@initpack/core/ports/review/BoardReviewRepository")<
  BoardReviewRepository,
  BoardReviewRepositoryService
>() {}
