import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { BoardDecision } from "@initpack/core/document/approval-record"
import {
  BoardReviewRepository,
  type BoardReviewRepositoryService,
  type CommentRecord,
  type DecisionRecord,
  type PackVersionRecord,
  type ReviewEventKind,
  type ReviewEventRecord,
  type ReviewerRecord
} from "@initpack/core/ports/review/board-review-repository"
import { makeQuery, toDate, toDateOrNull, type Row } from "../../current-executor"
import { jsonColumn, jsonParam } from "../waterfall/json-column"

const VERSION = "id, project_id, version, method, source_hash, submitted_at, authorised_at"
const REVIEWER = "id, version_id, name, email, board_role, invited_at, expires_at, revoked_at, first_viewed_at, reminded_at"
const COMMENT = "id, version_id, reviewer_id, parent_id, author_name, doc_type, anchor, heading, body, created_at, resolved_at"
const DECISION = "id, version_id, reviewer_id, name, board_role, decision, text, decided_at"

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

const toVersion = (r: Row): PackVersionRecord => ({
  id: Number(r.id),
  projectId: Number(r.project_id),
  version: Number(r.version),
  method: r.method === "agile" ? "agile" : "waterfall",
  sourceHash: String(r.source_hash),
  submittedAt: toDate(r.submitted_at),
  authorisedAt: toDateOrNull(r.authorised_at)
})

const toReviewer = (r: Row): ReviewerRecord => ({
  id: Number(r.id),
  versionId: Number(r.version_id),
  name: String(r.name),
  email: String(r.email),
  boardRole: String(r.board_role),
  invitedAt: toDate(r.invited_at),
  expiresAt: toDate(r.expires_at),
  revokedAt: toDateOrNull(r.revoked_at),
  firstViewedAt: toDateOrNull(r.first_viewed_at),
  remindedAt: toDateOrNull(r.reminded_at)
})

const toComment = (r: Row): CommentRecord => ({
  id: Number(r.id),
  versionId: Number(r.version_id),
  reviewerId: numOrNull(r.reviewer_id),
  parentId: numOrNull(r.parent_id),
  authorName: String(r.author_name),
  docType: String(r.doc_type),
  anchor: String(r.anchor),
  heading: String(r.heading),
  body: String(r.body),
  createdAt: toDate(r.created_at),
  resolvedAt: toDateOrNull(r.resolved_at)
})

const toDecision = (r: Row): DecisionRecord => ({
  id: Number(r.id),
  versionId: Number(r.version_id),
  reviewerId: Number(r.reviewer_id),
  name: String(r.name),
  boardRole: String(r.board_role),
  decision: String(r.decision) as BoardDecision,
  text: textOrNull(r.text),
  decidedAt: toDate(r.decided_at)
})

const toEvent = (r: Row): ReviewEventRecord => ({
  id: Number(r.id),
  projectId: Number(r.project_id),
  version: Number(r.version),
  kind: String(r.kind) as ReviewEventKind,
  actor: String(r.actor),
  boardRole: textOrNull(r.board_role),
  detail: textOrNull(r.detail),
  createdAt: toDate(r.created_at)
})

const first = <A>(rows: ReadonlyArray<Row>, to: (r: Row) => A): A | null => (rows[0] ? to(rows[0]) : null)

/** SQLSTATE 23505 unique_violation: two submissions numbered the same version at once; the later one retries. */
const isUnique = (e: { cause?: unknown }) => typeof e.cause === "object" && e.cause !== null && (e.cause as { code?: unknown }).code === "23505"

export const make = Effect.map(makeQuery, (q): BoardReviewRepositoryService => {
  const insertVersion = (projectId: number, method: string, sourceHash: string, artefacts: ProjectArtefacts, at: Date) =>
    q(
      `INSERT INTO pack_versions (project_id, version, method, source_hash, artefacts, submitted_at)
       SELECT $1::integer, COALESCE(MAX(version), 0) + 1, $2, $3, ($4::text)::jsonb, $5 FROM pack_versions WHERE project_id = $1
       RETURNING ${VERSION}`,
      [projectId, method, sourceHash, jsonParam(artefacts), at]
    ).pipe(Effect.map((rows) => toVersion(rows[0]!)))
  return {
    findProjectForAdmin: (projectId) =>
      q(`SELECT id, user_id, name, methodology, latest_scope_at, created_at, archived_at FROM projects WHERE id = $1`, [projectId]).pipe(
        Effect.map((rows) =>
          first(rows, (r) => ({
            id: Number(r.id),
            userId: Number(r.user_id),
            name: String(r.name),
            methodology: r.methodology === "agile" ? ("agile" as const) : ("waterfall" as const),
            latestScopeAt: toDateOrNull(r.latest_scope_at),
            createdAt: toDate(r.created_at),
            archivedAt: toDateOrNull(r.archived_at)
          }))
        )
      ),
    createVersion: (projectId, method, sourceHash, artefacts, at) =>
      insertVersion(projectId, method, sourceHash, artefacts, at).pipe(
        Effect.retry({ times: 5, while: isUnique })
      ),
    listVersions: (projectId) =>
      q(`SELECT ${VERSION} FROM pack_versions WHERE project_id = $1 ORDER BY version`, [projectId]).pipe(Effect.map((rows) => rows.map(toVersion))),
    findVersion: (projectId, version) =>
      q(`SELECT ${VERSION} FROM pack_versions WHERE project_id = $1 AND version = $2`, [projectId, version]).pipe(Effect.map((rows) => first(rows, toVersion))),
    latestAuthorised: (projectId) =>
      q(`SELECT ${VERSION} FROM pack_versions WHERE project_id = $1 AND authorised_at IS NOT NULL ORDER BY version DESC LIMIT 1`, [projectId]).pipe(
        Effect.map((rows) => first(rows, toVersion))
      ),
    versionArtefacts: (versionId) =>
      q(`SELECT artefacts FROM pack_versions WHERE id = $1`, [versionId]).pipe(
        Effect.map((rows) => (rows[0] ? jsonColumn<ProjectArtefacts | null>(rows[0].artefacts, null) : null))
      ),
    setAuthorised: (versionId, at) =>
      q(
        `UPDATE pack_versions SET authorised_at = CASE WHEN $2::timestamptz IS NULL THEN NULL ELSE COALESCE(authorised_at, $2::timestamptz) END WHERE id = $1 RETURNING ${VERSION}`,
        [versionId, at]
      ).pipe(
        Effect.map((rows) => first(rows, toVersion))
      ),

    addReviewer: (r) =>
      q(
        `INSERT INTO pack_reviewers (version_id, name, email, board_role, token_hash, invited_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${REVIEWER}`,
        [r.versionId, r.name, r.email, r.boardRole, r.tokenHash, r.invitedAt, r.expiresAt]
      ).pipe(Effect.map((rows) => toReviewer(rows[0]!))),
    listReviewers: (versionId) =>
      q(`SELECT ${REVIEWER} FROM pack_reviewers WHERE version_id = $1 ORDER BY id`, [versionId]).pipe(Effect.map((rows) => rows.map(toReviewer))),
    findReviewer: (versionId, reviewerId) =>
      q(`SELECT ${REVIEWER} FROM pack_reviewers WHERE version_id = $1 AND id = $2`, [versionId, reviewerId]).pipe(
        Effect.map((rows) => first(rows, toReviewer))
      ),
    findByTokenHash: (tokenHash) =>
      q(
        `SELECT r.id, r.version_id, r.name, r.email, r.board_role, r.invited_at, r.expires_at, r.revoked_at, r.first_viewed_at, r.reminded_at,
                v.project_id, v.version, v.method, v.source_hash, v.submitted_at, v.authorised_at, p.user_id AS owner_id, p.name AS project_name
         FROM pack_reviewers r JOIN pack_versions v ON v.id = r.version_id JOIN projects p ON p.id = v.project_id
         WHERE r.token_hash = $1`,
        [tokenHash]
      ).pipe(
        Effect.map((rows) => {
          const r = rows[0]
          if (!r) return null
          return {
            reviewer: toReviewer(r),
            version: toVersion({ ...r, id: r.version_id }),
            ownerId: Number(r.owner_id),
            projectName: String(r.project_name)
          }
        })
      ),
    revokeReviewer: (reviewerId, at) =>
      q(`UPDATE pack_reviewers SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1 RETURNING ${REVIEWER}`, [reviewerId, at]).pipe(
        Effect.map((rows) => first(rows, toReviewer))
      ),
    markViewed: (reviewerId, at) =>
      q(`UPDATE pack_reviewers SET first_viewed_at = $2 WHERE id = $1 AND first_viewed_at IS NULL RETURNING id`, [reviewerId, at]).pipe(
        Effect.map((rows) => rows.length > 0)
      ),
    replaceToken: (reviewerId, tokenHash, at) =>
      Effect.asVoid(q(`UPDATE pack_reviewers SET token_hash = $2, reminded_at = $3 WHERE id = $1`, [reviewerId, tokenHash, at])),

    addComment: (c) =>
      q(
        `INSERT INTO pack_comments (version_id, reviewer_id, parent_id, author_name, doc_type, anchor, heading, body, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COMMENT}`,
        [c.versionId, c.reviewerId, c.parentId, c.authorName, c.docType, c.anchor, c.heading, c.body, c.createdAt]
      ).pipe(Effect.map((rows) => toComment(rows[0]!))),
    listComments: (versionId) =>
      q(`SELECT ${COMMENT} FROM pack_comments WHERE version_id = $1 ORDER BY id`, [versionId]).pipe(Effect.map((rows) => rows.map(toComment))),
    findComment: (versionId, commentId) =>
      q(`SELECT ${COMMENT} FROM pack_comments WHERE version_id = $1 AND id = $2`, [versionId, commentId]).pipe(Effect.map((rows) => first(rows, toComment))),
    setResolved: (commentId, resolvedAt) =>
      q(`UPDATE pack_comments SET resolved_at = $2 WHERE id = $1 RETURNING ${COMMENT}`, [commentId, resolvedAt]).pipe(Effect.map((rows) => first(rows, toComment))),

    // ON CONFLICT DO NOTHING: of two identical requests at once one inserts and the other reads the row back
    recordDecision: (d) =>
      Effect.gen(function* () {
        const inserted = yield* q(
          `INSERT INTO pack_decisions (version_id, reviewer_id, name, board_role, decision, text, decided_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (reviewer_id) DO NOTHING RETURNING ${DECISION}`,
          [d.versionId, d.reviewerId, d.name, d.boardRole, d.decision, d.text, d.decidedAt]
        )
        if (inserted[0]) return { decision: toDecision(inserted[0]), created: true }
        const existing = yield* q(`SELECT ${DECISION} FROM pack_decisions WHERE reviewer_id = $1`, [d.reviewerId])
        return { decision: toDecision(existing[0]!), created: false }
      }),
    listDecisions: (versionId) =>
      q(`SELECT ${DECISION} FROM pack_decisions WHERE version_id = $1 ORDER BY decided_at, id`, [versionId]).pipe(Effect.map((rows) => rows.map(toDecision))),

    addEvent: (e) =>
      Effect.asVoid(
        q(`INSERT INTO pack_review_events (project_id, version, kind, actor, board_role, detail, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
          e.projectId,
          e.version,
          e.kind,
          e.actor,
          e.boardRole,
          e.detail,
          e.createdAt
        ])
      ),
    listEvents: (projectId) =>
      q(`SELECT id, project_id, version, kind, actor, board_role, detail, created_at FROM pack_review_events WHERE project_id = $1 ORDER BY created_at, id`, [
        projectId
      ]).pipe(Effect.map((rows) => rows.map(toEvent)))
  }
})

export const layer = Layer.effect(BoardReviewRepository, make)
