import * as Effect from "effect/Effect"
import { ProjectArtefactsReader } from "../../ports/reports/project-artefacts-reader"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import type { InviteReviewersRequest, SubmitPackRequest } from "../../requests/review/board-review-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { ProjectNotFound } from "../platform/errors"
import { PROJECT_NOT_FOUND } from "../platform/texts"
import { inviteToVersion } from "./invite-reviewers"
import { packSourceHash, requireDownloads, reviewProject, versionOf } from "./review-access"

/**
 * POST /board-review/projects/{id}/versions (issue 36): the owner submits the project's current pack; it is
 * frozen as the next numbered version with its artefacts and the pack's source hash, and the reviewers given
 * are invited at once. The plan must allow downloads (402 on the free plan): the reviewers get every document.
 */
export const submitPackVersion = (auth: Authenticated, projectId: number, body: SubmitPackRequest) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "owner")
    yield* requireDownloads(auth)
    const artefacts = yield* (yield* ProjectArtefactsReader).read(auth.user.id, { id: project.id })
    if (!artefacts) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    const hash = yield* packSourceHash(artefacts)
    const repo = yield* BoardReviewRepository
    const version = yield* repo.createVersion(project.id, project.methodology, hash, artefacts, auth.now)
    yield* repo.addEvent({
      projectId: project.id,
      version: version.version,
      kind: "submitted",
      actor: auth.user.name || auth.user.email,
      boardRole: null,
      detail: hash,
      createdAt: auth.now
    })
    const reviewers = yield* inviteToVersion(auth, project, version, body.reviewers, body.expires_in_days)
    return {
      project_id: project.id,
      version: version.version,
      method: version.method,
      source_hash: version.sourceHash,
      submitted_at: version.submittedAt.toISOString(),
      reviewers
    }
  })

/** POST /board-review/projects/{id}/versions/{version}/reviewers: more reviewers for a submitted version. */
export const inviteReviewers = (auth: Authenticated, projectId: number, versionNumber: number, body: InviteReviewersRequest) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "owner")
    const version = yield* versionOf(project.id, versionNumber)
    const reviewers = yield* inviteToVersion(auth, project, version, body.reviewers, body.expires_in_days)
    return { version: version.version, reviewers }
  })

