import * as Effect from "effect/Effect"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { newToken } from "../platform/session-tokens"
import { ReviewItemNotFound } from "./errors"
import { reviewProject, versionOf } from "./review-access"
import { mailReviewer } from "./review-mail"
import { reviewerView } from "./review-views"
import { REVIEWER_NOT_FOUND } from "./texts"

/** POST .../reviewers/{reviewer_id}/revoke: the reviewer's link stops working at once (every later request 404). */
export const revokeReviewer = (auth: Authenticated, projectId: number, versionNumber: number, reviewerId: number) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "owner")
    const version = yield* versionOf(project.id, versionNumber)
    const repo = yield* BoardReviewRepository
    const reviewer = yield* repo.findReviewer(version.id, reviewerId)
    if (!reviewer) return yield* new ReviewItemNotFound({ message: REVIEWER_NOT_FOUND })
    const revoked = yield* repo.revokeReviewer(reviewer.id, auth.now)
    if (reviewer.revokedAt === null) {
      yield* repo.addEvent({
        projectId: project.id,
        version: version.version,
        kind: "revoked",
        actor: auth.user.name || auth.user.email,
        boardRole: null,
        detail: `${reviewer.name} (${reviewer.boardRole})`,
        createdAt: auth.now
      })
    }
    const decision = (yield* repo.listDecisions(version.id)).find((d) => d.reviewerId === reviewer.id)
    return reviewerView(revoked ?? reviewer, decision, auth.now)
  })

/**
 * POST .../remind: mails every reviewer of the version who has not decided (and whose link is neither revoked
 * nor expired) a reminder. The stored digest cannot give the link back, so each reminder carries a new token
 * and the old link stops working; the expiry stays as invited.
 */
export const remindReviewers = (auth: Authenticated, projectId: number, versionNumber: number) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "owner")
    const version = yield* versionOf(project.id, versionNumber)
    const repo = yield* BoardReviewRepository
    const decided = new Set((yield* repo.listDecisions(version.id)).map((d) => d.reviewerId))
    const waiting = (yield* repo.listReviewers(version.id)).filter(
      (r) => !decided.has(r.id) && r.revokedAt === null && r.expiresAt.getTime() > auth.now.getTime()
    )
    const reminded = []
    for (const reviewer of waiting) {
      const { token, hash } = yield* newToken
      yield* repo.replaceToken(reviewer.id, hash, auth.now)
      yield* mailReviewer(auth, project, version.version, reviewer, { token, expiresAt: reviewer.expiresAt }, true)
      yield* repo.addEvent({
        projectId: project.id,
        version: version.version,
        kind: "reminded",
        actor: auth.user.name || auth.user.email,
        boardRole: null,
        detail: `${reviewer.name} (${reviewer.boardRole})`,
        createdAt: auth.now
      })
      reminded.push({ reviewer_id: reviewer.id, name: reviewer.name, board_role: reviewer.boardRole, email: reviewer.email })
    }
    return { version: version.version, reminded }
  })
