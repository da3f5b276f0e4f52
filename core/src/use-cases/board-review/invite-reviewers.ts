import * as Effect from "effect/Effect"
import type { ProjectRecord } from "../../ports/project-repository"
import { BoardReviewRepository, type PackVersionRecord } from "../../ports/review/board-review-repository"
import type { ReviewerInvite } from "../../requests/review/board-review-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { newToken } from "../platform/session-tokens"
import { mailReviewer } from "./review-mail"
import { reviewerView } from "./review-views"
import { REVIEW_LINK_DAYS } from "./texts"

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Invites reviewers to one version: each gets a personal link with a 256-bit random token (only its SHA-256
 * digest is stored), valid `days` days (30 by default), mailed through the Mailer port (SMTP or the outbox).
 */
export const inviteToVersion = (
  auth: Authenticated,
  project: ProjectRecord,
  version: PackVersionRecord,
  invites: ReadonlyArray<ReviewerInvite>,
  days: number = REVIEW_LINK_DAYS
) =>
  Effect.gen(function* () {
    const repo = yield* BoardReviewRepository
    const expiresAt = new Date(auth.now.getTime() + days * DAY_MS)
    const invited = []
    for (const invite of invites) {
      const { token, hash } = yield* newToken
      const reviewer = yield* repo.addReviewer({
        versionId: version.id,
        name: invite.name,
        email: invite.email,
        boardRole: invite.board_role,
        tokenHash: hash,
        invitedAt: auth.now,
        expiresAt
      })
      yield* repo.addEvent({
        projectId: project.id,
        version: version.version,
        kind: "invited",
        actor: auth.user.name || auth.user.email,
        boardRole: null,
        detail: `${reviewer.name} (${reviewer.boardRole}) <${reviewer.email}>`,
        createdAt: auth.now
      })
      yield* mailReviewer(auth, project, version.version, reviewer, { token, expiresAt }, false)
      invited.push(reviewerView(reviewer, undefined, auth.now))
    }
    return invited
  })
