import type { Context } from "hono"
import { Hono } from "hono"
import { csvText } from "@initpack/adapters/render/csv"
import { CommentReplyRequest, InviteReviewersRequest, SubmitPackRequest } from "@initpack/core/requests/review/board-review-requests"
import { getApprovalRecord } from "@initpack/core/use-cases/board-review/approval-record"
import { getChangesSinceAuthorisation } from "@initpack/core/use-cases/board-review/authorisation-state"
import { getAuthorisedDocument } from "@initpack/core/use-cases/board-review/get-authorised-document"
import { listPackVersions } from "@initpack/core/use-cases/board-review/list-pack-versions"
import { listVersionComments, replyToComment, setCommentResolved } from "@initpack/core/use-cases/board-review/owner-comments"
import { remindReviewers, revokeReviewer } from "@initpack/core/use-cases/board-review/owner-reviewers"
import { exportReviewAuditCsv, getReviewAudit } from "@initpack/core/use-cases/board-review/review-audit"
import { inviteReviewers, submitPackVersion } from "@initpack/core/use-cases/board-review/submit-pack-version"
import { parseId, type Kit } from "../../http/kit"
import { csvResponse } from "../agile/agile-kit"
import { download } from "../waterfall/with-query"

const N = "{[0-9]{1,9}}"
const PROJECT = `/projects/:id${N}`
const VERSION = `${PROJECT}/versions/:version${N}`
const COMMENT = `${VERSION}/comments/:comment_id${N}`

const decoder = new TextDecoder()

/**
 * The project owner's side of the board review (issue 36), mounted at /api/board-review: submit a version,
 * invite, revoke and remind reviewers, read the board's status, comments and audit trail, answer comments, and
 * download the authorised version. Owner only; admins may read. Another user's project answers 404.
 */
export const boardReviewRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  const id = (c: Context) => Number(c.req.param("id"))
  const version = (c: Context) => Number(c.req.param("version"))
  const comment = (c: Context) => Number(c.req.param("comment_id"))

  app.post(`${PROJECT}/versions`, (c) =>
    withBody(c, SubmitPackRequest, (body) => run(c, authed(c, (auth) => submitPackVersion(auth, id(c), body)), (v) => c.json(v, 201)))
  )
  app.get(`${PROJECT}/versions`, (c) => run(c, authed(c, (auth) => listPackVersions(auth, id(c)))))
  app.post(`${VERSION}/reviewers`, (c) =>
    withBody(c, InviteReviewersRequest, (body) => run(c, authed(c, (auth) => inviteReviewers(auth, id(c), version(c), body)), (v) => c.json(v, 201)))
  )
  app.post(`${VERSION}/reviewers/:reviewer_id${N}/revoke`, (c) =>
    run(c, authed(c, (auth) => revokeReviewer(auth, id(c), version(c), Number(c.req.param("reviewer_id")))))
  )
  app.post(`${VERSION}/remind`, (c) => run(c, authed(c, (auth) => remindReviewers(auth, id(c), version(c)))))
  app.get(`${VERSION}/comments`, (c) => run(c, authed(c, (auth) => listVersionComments(auth, id(c), version(c)))))
  app.post(`${COMMENT}/replies`, (c) =>
    withBody(c, CommentReplyRequest, (body) => run(c, authed(c, (auth) => replyToComment(auth, id(c), version(c), comment(c), body)), (v) => c.json(v, 201)))
  )
  app.post(`${COMMENT}/resolve`, (c) => run(c, authed(c, (auth) => setCommentResolved(auth, id(c), version(c), comment(c), true))))
  app.post(`${COMMENT}/reopen`, (c) => run(c, authed(c, (auth) => setCommentResolved(auth, id(c), version(c), comment(c), false))))
  app.get(`${PROJECT}/audit`, (c) => run(c, authed(c, (auth) => getReviewAudit(auth, id(c)))))
  app.get(`${PROJECT}/audit/csv`, (c) =>
    run(c, authed(c, (auth) => exportReviewAuditCsv(auth, id(c))), (csv) => csvResponse(c, csv.fileName, csvText(csv.table)))
  )
  app.get(`${PROJECT}/approval`, (c) => run(c, authed(c, (auth) => getApprovalRecord(auth, id(c), parseId(c.req.query("version"))))))
  app.get(`${PROJECT}/authorised/doc`, (c) =>
    run(
      c,
      authed(c, (auth) =>
        getAuthorisedDocument(auth, id(c), { doc_type: c.req.query("doc_type"), format: c.req.query("format"), version: parseId(c.req.query("version")) })
      ),
      ({ document, file, fileName, version }) => {
        if (file.format !== "html") return download(file.bytes, fileName, file.contentType)
        const html = decoder.decode(file.bytes)
        if (c.req.query("raw") === "1") return c.html(html)
        return c.json({ ok: true, version, html, meta: document.meta, doc_type: document.kind, title: document.title, project_name: document.projectName, file_name: fileName })
      }
    )
  )
  app.get(`${PROJECT}/changes`, (c) => run(c, authed(c, (auth) => getChangesSinceAuthorisation(auth, id(c)))))
  return app
}
