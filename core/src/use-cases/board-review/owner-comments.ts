import * as Effect from "effect/Effect"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import type { CommentReplyRequest } from "../../requests/review/board-review-requests"
import { moduleOfHeading, moduleScreen } from "../../rules/board-review/section-module"
import type { Authenticated } from "../platform/authenticate-session"
import { ReviewItemNotFound } from "./errors"
import { reviewProject, versionOf } from "./review-access"
import { commentThreads, commentView } from "./review-views"
import { COMMENT_NOT_FOUND } from "./texts"

/**
 * GET /board-review/projects/{id}/versions/{version}/comments: every comment in threads, grouped by the module
 * whose screen fixes its section (with that screen's path), modules in the order their first comment came.
 */
export const listVersionComments = (auth: Authenticated, projectId: number, versionNumber: number) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "read")
    const version = yield* versionOf(project.id, versionNumber)
    const threads = commentThreads(yield* (yield* BoardReviewRepository).listComments(version.id))
    const groups = new Map<string, { module: string; title: string; screen: string; open: number; comments: Array<(typeof threads)[number]> }>()
    for (const thread of threads) {
      const module = moduleOfHeading(version.method, thread.heading)
      const screen = moduleScreen(version.method, module, project)
      const group = groups.get(module) ?? { module, title: screen.title, screen: screen.path, open: 0, comments: [] }
      group.comments.push(thread)
      if (!thread.resolved) group.open += 1
      groups.set(module, group)
    }
    return { version: version.version, open: threads.filter((t) => !t.resolved).length, total: threads.length, modules: [...groups.values()] }
  })

const ownerComment = (auth: Authenticated, projectId: number, versionNumber: number, commentId: number) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "owner")
    const version = yield* versionOf(project.id, versionNumber)
    const comment = yield* (yield* BoardReviewRepository).findComment(version.id, commentId)
    if (!comment) return yield* new ReviewItemNotFound({ message: COMMENT_NOT_FOUND })
    return { project, version, comment }
  })

/** POST .../comments/{comment_id}/replies: the owner's reply in the comment's thread. */
export const replyToComment = (auth: Authenticated, projectId: number, versionNumber: number, commentId: number, body: CommentReplyRequest) =>
  Effect.gen(function* () {
    const { project, version, comment } = yield* ownerComment(auth, projectId, versionNumber, commentId)
    const repo = yield* BoardReviewRepository
    const actor = auth.user.name || auth.user.email
    const reply = yield* repo.addComment({
      versionId: version.id,
      reviewerId: null,
      parentId: comment.id,
      authorName: actor,
      docType: comment.docType,
      anchor: comment.anchor,
      heading: comment.heading,
      body: body.body,
      createdAt: auth.now
    })
    yield* repo.addEvent({ projectId: project.id, version: version.version, kind: "replied", actor, boardRole: null, detail: `${comment.docType} § ${comment.heading}`, createdAt: auth.now })
    return commentView(reply)
  })

/** POST .../comments/{comment_id}/resolve and /reopen: the owner marks a comment resolved or open again. */
export const setCommentResolved = (auth: Authenticated, projectId: number, versionNumber: number, commentId: number, resolved: boolean) =>
  Effect.gen(function* () {
    const { project, version, comment } = yield* ownerComment(auth, projectId, versionNumber, commentId)
    const repo = yield* BoardReviewRepository
    const updated = yield* repo.setResolved(comment.id, resolved ? (comment.resolvedAt ?? auth.now) : null)
    if (!updated) return yield* new ReviewItemNotFound({ message: COMMENT_NOT_FOUND })
    if ((comment.resolvedAt !== null) !== resolved) {
      yield* repo.addEvent({
        projectId: project.id,
        version: version.version,
        kind: resolved ? "resolved" : "reopened",
        actor: auth.user.name || auth.user.email,
        boardRole: null,
        detail: `${comment.docType} § ${comment.heading}`,
        createdAt: auth.now
      })
    }
    return commentView(updated)
  })
