import * as Effect from "effect/Effect"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import type { ReviewCommentRequest } from "../../requests/review/board-review-requests"
import { sectionAnchor } from "../../rules/board-review/section-anchor"
import { ReviewItemNotFound } from "./errors"
import { openReviewLink, type ReviewCaller } from "./review-access"
import { commentView } from "./review-views"
import { COMMENT_NOT_FOUND } from "./texts"
import { parseReviewDoc } from "./version-documents"

/**
 * POST /board-review/link/comments: a reviewer's comment on a section (anchored to the slug of its heading),
 * or a reply (parent_id) to a comment of the same version. The text is stored as typed.
 */
export const addReviewComment = (caller: ReviewCaller, body: ReviewCommentRequest) =>
  Effect.gen(function* () {
    const link = yield* openReviewLink(caller)
    const repo = yield* BoardReviewRepository
    const parentId = body.parent_id ?? null
    const parent = parentId === null ? null : yield* repo.findComment(link.version.id, parentId)
    if (parentId !== null && !parent) return yield* new ReviewItemNotFound({ message: COMMENT_NOT_FOUND })
    const docType = parent ? parent.docType : yield* parseReviewDoc(link.version.method, body.doc_type)
    const heading = parent ? parent.heading : body.heading
    const comment = yield* repo.addComment({
      versionId: link.version.id,
      reviewerId: link.reviewer.id,
      parentId,
      authorName: link.reviewer.name,
      docType,
      anchor: parent ? parent.anchor : sectionAnchor(heading),
      heading,
      body: body.body,
      createdAt: link.now
    })
    yield* repo.addEvent({
      projectId: link.version.projectId,
      version: link.version.version,
      kind: parent ? "replied" : "commented",
      actor: link.reviewer.name,
      boardRole: link.reviewer.boardRole,
      detail: `${docType} § ${heading}`,
      createdAt: link.now
    })
    return commentView(comment)
  })
