import * as Effect from "effect/Effect"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import type { ReviewCommentRequest } from "../../requests/review/board-review-requests"
import { ReviewItemNotFound } from "./errors"
import type { DocumentKind } from "../../document/model"
import { openReviewLink, type OpenedLink, type ReviewCaller } from "./review-access"
import { commentView } from "./review-views"
import { InvalidInput } from "../platform/errors"
import { stampDocument } from "../reports/stamp-document"
import { COMMENT_NOT_FOUND, SECTION_REQUIRED, UNKNOWN_SECTION } from "./texts"
import { documentSections, parseReviewDoc, storedArtefacts } from "./version-documents"

const same = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase()

/** The section of the version's document a comment names: its heading as the document has it, and its anchor (400 for none). */
const sectionOf = (link: OpenedLink, docType: DocumentKind, heading: string) =>
  Effect.gen(function* () {
    const document = yield* stampDocument(docType, yield* storedArtefacts(link.version), link.version.submittedAt)
    const section = documentSections(link.version.method, document).find((s) => same(s.heading, heading) || s.anchor === heading.trim())
    if (!section) return yield* new InvalidInput({ message: UNKNOWN_SECTION(heading, document.title) })
    return section
  })

/**
 * POST /board-review/link/comments: a reviewer's comment on a section of one of the version's documents, named by
 * its heading (or its anchor) and anchored to the heading's slug; or a reply (parent_id) to a comment of the same
 * version, in its parent's section. The text is stored as typed.
 */
export const addReviewComment = (caller: ReviewCaller, body: ReviewCommentRequest) =>
  Effect.gen(function* () {
    const link = yield* openReviewLink(caller)
    const repo = yield* BoardReviewRepository
    const parentId = body.parent_id ?? null
    const parent = parentId === null ? null : yield* repo.findComment(link.version.id, parentId)
    if (parentId !== null && !parent) return yield* new ReviewItemNotFound({ message: COMMENT_NOT_FOUND })
    if (!parent && (body.heading ?? "") === "") return yield* new InvalidInput({ message: SECTION_REQUIRED })
    const docType = parent ? parent.docType : yield* parseReviewDoc(link.version.method, body.doc_type)
    const section = parent ? { heading: parent.heading, anchor: parent.anchor } : yield* sectionOf(link, docType as DocumentKind, body.heading ?? "")
    const heading = section.heading
    const comment = yield* repo.addComment({
      versionId: link.version.id,
      reviewerId: link.reviewer.id,
      parentId,
      authorName: link.reviewer.name,
      docType,
      anchor: section.anchor,
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
