import * as Effect from "effect/Effect"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { authorisationState } from "./authorisation-state"
import { reviewProject } from "./review-access"
import { versionView } from "./review-views"

/** GET /board-review/projects/{id}/versions: every submitted version with its board's status (owner; admins read). */
export const listPackVersions = (auth: Authenticated, projectId: number) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "read")
    const repo = yield* BoardReviewRepository
    const versions = yield* repo.listVersions(project.id)
    const views = yield* Effect.forEach(versions, (v) =>
      Effect.map(Effect.all([repo.listReviewers(v.id), repo.listDecisions(v.id)]), ([reviewers, decisions]) => versionView(v, reviewers, decisions, auth.now))
    )
    const state = yield* authorisationState(project)
    return {
      project_id: project.id,
      project_name: project.name,
      method: project.methodology,
      authorised_version: state.authorisedVersion,
      changedSinceAuthorisation: state.changedSinceAuthorisation,
      versions: views
    }
  })
