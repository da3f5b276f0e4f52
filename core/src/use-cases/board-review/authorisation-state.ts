import * as Effect from "effect/Effect"
import type { ProjectRecord } from "../../ports/project-repository"
import { ProjectArtefactsReader } from "../../ports/reports/project-artefacts-reader"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import { diffPacks } from "../../rules/pack-diff/pack-diff"
import { packDiffMarkdown } from "../../rules/pack-diff/pack-diff-markdown"
import type { Authenticated } from "../platform/authenticate-session"
import { ReviewItemNotFound } from "./errors"
import { packSourceHash, reviewProject } from "./review-access"
import { NOT_AUTHORISED_YET } from "./texts"
import { storedArtefacts } from "./version-documents"

/**
 * Whether the project's pack has changed since its latest authorised version (issue 36): the current pack's
 * source hash against the one frozen with that version, so any module edit after authorisation flips it.
 */
export const authorisationState = (project: ProjectRecord) =>
  Effect.gen(function* () {
    const authorised = yield* (yield* BoardReviewRepository).latestAuthorised(project.id)
    if (!authorised) return { authorisedVersion: null, changedSinceAuthorisation: false }
    const current = yield* (yield* ProjectArtefactsReader).read(project.userId, { id: project.id })
    const changed = current === null ? false : (yield* packSourceHash(current)) !== authorised.sourceHash
    return { authorisedVersion: authorised.version, changedSinceAuthorisation: changed }
  })

/** GET /board-review/projects/{id}/changes: the pack diff (as `initpack diff`) from the authorised version to the current pack. */
export const getChangesSinceAuthorisation = (auth: Authenticated, projectId: number) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "read")
    const authorised = yield* (yield* BoardReviewRepository).latestAuthorised(project.id)
    if (!authorised) return yield* new ReviewItemNotFound({ message: NOT_AUTHORISED_YET })
    const before = yield* storedArtefacts(authorised)
    const after = yield* (yield* ProjectArtefactsReader).read(project.userId, { id: project.id })
    if (!after) return yield* new ReviewItemNotFound({ message: NOT_AUTHORISED_YET })
    const changed = (yield* packSourceHash(after)) !== authorised.sourceHash
    const diff = diffPacks(before, after)
    const labels = { before: `version ${authorised.version} (authorised)`, after: "current" }
    return {
      authorised_version: authorised.version,
      authorised_at: authorised.authorisedAt?.toISOString() ?? null,
      changedSinceAuthorisation: changed,
      diff,
      markdown: packDiffMarkdown(diff, labels)
    }
  })
