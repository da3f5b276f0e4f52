import * as Effect from "effect/Effect"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import { renderReport } from "../reports/render-report"
import { stampDocument } from "../reports/stamp-document"
import { openReviewLink, type ReviewCaller } from "./review-access"
import { commentThreads, decisionView } from "./review-views"
import { documentSections, parseReviewDoc, storedArtefacts, versionDocuments } from "./version-documents"

// issue 36: what a reviewer's link opens, read-only: exactly one version's documents and comments.

/** GET /board-review/link: the version, the reviewer, their decision, and the documents with their sections. */
export const getReviewLink = (caller: ReviewCaller) =>
  Effect.gen(function* () {
    const link = yield* openReviewLink(caller)
    const artefacts = yield* storedArtefacts(link.version)
    const decisions = yield* (yield* BoardReviewRepository).listDecisions(link.version.id)
    const mine = decisions.find((d) => d.reviewerId === link.reviewer.id)
    return {
      project_name: link.projectName,
      method: link.version.method,
      version: link.version.version,
      source_hash: link.version.sourceHash,
      submitted_at: link.version.submittedAt.toISOString(),
      authorised_at: link.version.authorisedAt?.toISOString() ?? null,
      reviewer: { name: link.reviewer.name, board_role: link.reviewer.boardRole, expires_at: link.reviewer.expiresAt.toISOString() },
      decision: mine ? decisionView(mine) : null,
      documents: yield* versionDocuments(link.version, artefacts)
    }
  })

/** GET /board-review/link/doc?doc_type=: one document of the version as the HTML preview, from its stored artefacts. */
export const getReviewDocument = (caller: ReviewCaller, docType: string | null | undefined) =>
  Effect.gen(function* () {
    const link = yield* openReviewLink(caller)
    const kind = yield* parseReviewDoc(link.version.method, docType)
    const artefacts = yield* storedArtefacts(link.version)
    const document = yield* stampDocument(kind, artefacts, link.version.submittedAt)
    const file = yield* renderReport(document, "html")
    return { document, file, sections: documentSections(link.version.method, document), version: link.version.version }
  })

/** GET /board-review/link/comments: every comment on the version (the board's and the owner's), in threads. */
export const listLinkComments = (caller: ReviewCaller) =>
  Effect.gen(function* () {
    const link = yield* openReviewLink(caller)
    const comments = yield* (yield* BoardReviewRepository).listComments(link.version.id)
    return { version: link.version.version, comments: commentThreads(comments) }
  })
