import * as Effect from "effect/Effect"
import type { ApprovalRecord } from "../../document/approval-record"
import { BoardReviewRepository, type PackVersionRecord } from "../../ports/review/board-review-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { ReviewItemNotFound } from "./errors"
import { reviewProject, versionOf } from "./review-access"
import { NOT_AUTHORISED_YET } from "./texts"

/**
 * The approval record of an authorised version (issue 36): every board decision (name, role, decision, its
 * text, time), the version and its source hash; null for a version not authorised.
 */
export const approvalRecordOf = (version: PackVersionRecord) =>
  Effect.gen(function* () {
    if (version.authorisedAt === null) return null
    const decisions = yield* (yield* BoardReviewRepository).listDecisions(version.id)
    const record: ApprovalRecord = {
      version: version.version,
      sourceHash: version.sourceHash,
      authorisedAt: version.authorisedAt.toISOString(),
      decisions: decisions.map((d) => ({
        name: d.name,
        boardRole: d.boardRole,
        decision: d.decision,
        ...(d.text !== null ? { text: d.text } : {}),
        decidedAt: d.decidedAt.toISOString()
      }))
    }
    return record
  })

/** The authorised version a request names (?version=), or the latest authorised one; 404 when there is none. */
export const authorisedVersion = (projectId: number, versionNumber: number | null) =>
  Effect.gen(function* () {
    const version = versionNumber === null ? yield* (yield* BoardReviewRepository).latestAuthorised(projectId) : yield* versionOf(projectId, versionNumber)
    if (!version || version.authorisedAt === null) return yield* new ReviewItemNotFound({ message: NOT_AUTHORISED_YET })
    return version
  })

/** GET /board-review/projects/{id}/approval[?version=]: the ApprovalRecord of the (latest) authorised version. */
export const getApprovalRecord = (auth: Authenticated, projectId: number, versionNumber: number | null) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "read")
    const version = yield* authorisedVersion(project.id, versionNumber)
    return (yield* approvalRecordOf(version))!
  })
