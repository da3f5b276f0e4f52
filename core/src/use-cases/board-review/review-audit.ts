import * as Effect from "effect/Effect"
import { BoardReviewRepository } from "../../ports/review/board-review-repository"
import { auditCsvTable } from "../../rules/board-review/audit-csv"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import type { Authenticated } from "../platform/authenticate-session"
import { reviewProject } from "./review-access"
import { eventView } from "./review-views"

/** GET /board-review/projects/{id}/audit: submitted, invited, viewed (first view per reviewer), commented, decided, revoked, reminded, ... */
export const getReviewAudit = (auth: Authenticated, projectId: number) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "read")
    const events = (yield* (yield* BoardReviewRepository).listEvents(project.id)).map(eventView)
    return { project_id: project.id, project_name: project.name, events }
  })

/** GET /board-review/projects/{id}/audit.csv: the same rows as a CSV table (board_review_audit_{project}.csv). */
export const exportReviewAuditCsv = (auth: Authenticated, projectId: number) =>
  Effect.map(getReviewAudit(auth, projectId), (audit) => ({
    fileName: `board_review_audit_${projectFileSlug(audit.project_name)}.csv`,
    table: auditCsvTable(audit.events)
  }))
