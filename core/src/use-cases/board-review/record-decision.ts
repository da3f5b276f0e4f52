import * as Effect from "effect/Effect"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import type { ReviewDecisionRequest } from "../../requests/review/board-review-requests"
import { isAuthorised } from "../../rules/board-review/authorisation"
import { InvalidInput } from "../platform/errors"
import { DecisionAlreadyRecorded } from "./errors"
import { openReviewLink, type ReviewCaller } from "./review-access"
import { decisionView } from "./review-views"
import { DECISION_ALREADY_RECORDED, DECISION_TEXT_REQUIRED } from "./texts"

/**
 * POST /board-review/link/decision (issue 36): the reviewer's one decision, with their name and board role as
 * invited and the time. Idempotent: the same decision again answers the recorded one (created: false); a
 * different one is refused (409), a changed mind needs a new version. When the Executive / Project Sponsor has
 * approved and nobody rejected, the version is authorised.
 */
export const recordDecision = (caller: ReviewCaller, body: ReviewDecisionRequest) =>
  Effect.gen(function* () {
    const text = (body.text ?? "").trim()
    if (body.decision !== "approve" && text === "") return yield* new InvalidInput({ message: DECISION_TEXT_REQUIRED(body.decision) })
    const link = yield* openReviewLink(caller)
    const repo = yield* BoardReviewRepository
    const { decision, created } = yield* repo.recordDecision({
      versionId: link.version.id,
      reviewerId: link.reviewer.id,
      name: link.reviewer.name,
      boardRole: link.reviewer.boardRole,
      decision: body.decision,
      text: body.decision === "approve" ? (text === "" ? null : text) : text,
      decidedAt: link.now
    })
    if (!created) {
      const same = decision.decision === body.decision && (decision.text ?? "") === (body.decision === "approve" && text === "" ? "" : text)
      if (!same) return yield* new DecisionAlreadyRecorded({ message: DECISION_ALREADY_RECORDED })
      return { created: false, decision: decisionView(decision), authorised: link.version.authorisedAt !== null }
    }
    yield* repo.addEvent({
      projectId: link.version.projectId,
      version: link.version.version,
      kind: "decided",
      actor: link.reviewer.name,
      boardRole: link.reviewer.boardRole,
      detail: text === "" ? decision.decision : `${decision.decision}: ${text}`,
      createdAt: link.now
    })
    // from every decision recorded so far, the other reviewers' included: a later rejection withdraws the authorisation
    const decisions = yield* repo.listDecisions(link.version.id)
    const updated = yield* repo.setAuthorised(link.version.id, isAuthorised(decisions) ? link.now : null)
    const authorised = updated?.authorisedAt != null
    if (authorised !== (link.version.authorisedAt !== null)) {
      yield* repo.addEvent({
        projectId: link.version.projectId,
        version: link.version.version,
        kind: "authorised",
        actor: link.reviewer.name,
        boardRole: link.reviewer.boardRole,
        detail: authorised ? "authorised" : "authorisation withdrawn (rejected)",
        createdAt: link.now
      })
    }
    return { created: true, decision: decisionView(decision), authorised }
  })
