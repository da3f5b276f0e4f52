import { describe, expect, it } from "vitest"
import type { CommentRecord, DecisionRecord, PackVersionRecord, ReviewerRecord } from "../../../src/ports/review/board-review-repository"
import { commentThreads, versionView } from "../../../src/use-cases/board-review/review-views"
import { reviewLink, reviewMail } from "../../../src/use-cases/board-review/review-mail"

const at = new Date("2026-03-03T10:00:00Z")
const comment = (id: number, parentId: number | null, body: string): CommentRecord => ({
  id,
  versionId: 1,
  reviewerId: 1,
  parentId,
  authorName: "Ada",
  docType: "pid",
  anchor: "6-top-risks",
  heading: "6. Top risks",
  body,
  createdAt: at,
  resolvedAt: null
})

describe("comment threads (issue 36)", () => {
  it("puts each reply, a reply's reply too, under its top-level comment, oldest first", () => {
    const threads = commentThreads([comment(1, null, "a"), comment(2, null, "b"), comment(3, 1, "a.1"), comment(4, 3, "a.1.1"), comment(5, 2, "b.1")])
    expect(threads.map((t) => [t.body, t.replies.map((r) => r.body)])).toEqual([
      ["a", ["a.1", "a.1.1"]],
      ["b", ["b.1"]]
    ])
  })
})

describe("a version's board", () => {
  const version: PackVersionRecord = { id: 1, projectId: 1, version: 1, method: "waterfall", sourceHash: "h", submittedAt: at, authorisedAt: null }
  const reviewer = (id: number, boardRole: string, extra: Partial<ReviewerRecord> = {}): ReviewerRecord => ({
    id,
    versionId: 1,
    name: `R${id}`,
    email: `r${id}@x.example`,
    boardRole,
    invitedAt: at,
    expiresAt: new Date(at.getTime() + 86_400_000),
    revokedAt: null,
    firstViewedAt: null,
    remindedAt: null,
    ...extra
  })
  const decision = (reviewerId: number, boardRole: string, d: DecisionRecord["decision"]): DecisionRecord => ({
    id: reviewerId,
    versionId: 1,
    reviewerId,
    name: `R${reviewerId}`,
    boardRole,
    decision: d,
    text: d === "approve" ? null : "why",
    decidedAt: at
  })

  it("says who decided what and who has not, and the status from the decisions", () => {
    const reviewers = [reviewer(1, "Executive"), reviewer(2, "Senior User", { firstViewedAt: at }), reviewer(3, "Senior Supplier", { revokedAt: at })]
    const view = versionView(version, reviewers, [decision(1, "Executive", "approve")], at)
    expect(view.status).toBe("authorised")
    expect(view.decided).toEqual([{ reviewer_id: 1, name: "R1", board_role: "Executive", decision: "approve" }])
    expect(view.undecided).toEqual([{ reviewer_id: 2, name: "R2", board_role: "Senior User", state: "viewed" }])
    expect(view.reviewers.map((r) => r.state)).toEqual(["decided", "viewed", "revoked"])
    expect(versionView(version, reviewers, [decision(2, "Senior User", "reject")], at).status).toBe("rejected")
    expect(versionView(version, reviewers, [], new Date(at.getTime() + 2 * 86_400_000)).reviewers[0]!.state).toBe("expired")
  })
})

describe("review mails", () => {
  const input = {
    ownerId: 9,
    ownerName: "Olu",
    projectName: "Harbour <b>",
    version: 2,
    reviewer: { name: "Ada", email: "ada@x.example", boardRole: "Executive" },
    token: "tok_EN-123",
    expiresAt: at,
    publicUrl: "https://initpack.example/"
  }
  it("are plain text with the link's token after #, and the log text hides it", () => {
    const mail = reviewMail(input, false)
    expect(reviewLink(input.publicUrl, input.token)).toBe("https://initpack.example/review#token=tok_EN-123")
    expect(mail.text).toContain("https://initpack.example/review#token=tok_EN-123")
    expect(mail.text).toContain(`"Harbour <b>"`)
    expect(mail.logText).not.toContain(input.token)
    expect(mail.logText).toContain("#token=[hidden]")
    expect(mail).toMatchObject({ userId: 9, to: "ada@x.example" })
    expect(reviewMail(input, true).subject).toMatch(/^Reminder/)
  })
})
