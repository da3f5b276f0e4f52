import type { Context } from "hono"
import { Hono } from "hono"
import { ReviewCommentRequest, ReviewDecisionRequest } from "@initpack/core/requests/review/board-review-requests"
import { addReviewComment } from "@initpack/core/use-cases/board-review/add-review-comment"
import { recordDecision } from "@initpack/core/use-cases/board-review/record-decision"
import type { ReviewCaller } from "@initpack/core/use-cases/board-review/review-access"
import { getReviewDocument, getReviewLink, listLinkComments } from "@initpack/core/use-cases/board-review/review-link-reads"
import { clientIp } from "../../http/client-ip"
import type { Kit } from "../../http/kit"

/** The reviewer's token travels in this header, never in a URL: request logs carry the path only, and proxies the URL. */
export const REVIEW_TOKEN_HEADER = "x-review-token"

const decoder = new TextDecoder()

/**
 * A reviewer's side of the board review (issue 36), mounted at /api/board-review/link: public, no account; the
 * X-Review-Token header opens exactly one pack version read-only, and each request is rate limited per link and
 * per client (429). An unknown, revoked or expired token answers 404.
 */
export const reviewLinkRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, withBody } = kit
  const caller = (c: Context): ReviewCaller => ({ token: c.req.header(REVIEW_TOKEN_HEADER), ip: clientIp(c, kit.config.trustProxy) })

  app.get("/", (c) => run(c, getReviewLink(caller(c))))
  app.get("/doc", (c) =>
    run(c, getReviewDocument(caller(c), c.req.query("doc_type")), ({ document, file, sections, version }) => {
      const html = decoder.decode(file.bytes)
      if (c.req.query("raw") === "1") return c.html(html)
      return c.json({ ok: true, version, doc_type: document.kind, title: document.title, project_name: document.projectName, meta: document.meta, sections, html })
    })
  )
  app.get("/comments", (c) => run(c, listLinkComments(caller(c))))
  app.post("/comments", (c) => withBody(c, ReviewCommentRequest, (body) => run(c, addReviewComment(caller(c), body), (v) => c.json(v, 201))))
  app.post("/decision", (c) =>
    withBody(c, ReviewDecisionRequest, (body) => run(c, recordDecision(caller(c), body)))
  )
  return app
}
