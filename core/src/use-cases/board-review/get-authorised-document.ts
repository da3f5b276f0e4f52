import * as Effect from "effect/Effect"
import { InvalidInput } from "../platform/errors"
import type { Authenticated } from "../platform/authenticate-session"
import { renderReport } from "../reports/render-report"
import { reportFileName } from "../reports/report-file-name"
import { parsePackFormat } from "../reports/report-request"
import { stampDocument } from "../reports/stamp-document"
import { approvalAppender } from "../reports/append-approval"
import { approvalRecordOf, authorisedVersion } from "./approval-record"
import { requireDownloads, reviewProject } from "./review-access"
import { APPROVAL_DOC_TYPES, UNKNOWN_REVIEW_DOC } from "./texts"
import { storedArtefacts } from "./version-documents"

/**
 * GET /board-review/projects/{id}/authorised/doc?doc_type=&format=[&version=]: the PID or SOW (agile: the
 * overview or SOW) of the authorised version as it was authorised, in html, docx or pdf, rendered from the
 * version's stored artefacts with its approval page (names, roles, decisions, times, version and hash).
 */
export const getAuthorisedDocument = (
  auth: Authenticated,
  projectId: number,
  query: { readonly doc_type?: string | undefined; readonly format?: string | undefined; readonly version: number | null }
) =>
  Effect.gen(function* () {
    const project = yield* reviewProject(auth, projectId, "read")
    if (!auth.user.roles.includes("admin")) yield* requireDownloads(auth)
    const version = yield* authorisedVersion(project.id, query.version)
    const choices = APPROVAL_DOC_TYPES(version.method)
    const wanted = (query.doc_type ?? choices[0]!).trim().toLowerCase()
    const kind = choices.find((k) => k === wanted)
    if (!kind) return yield* new InvalidInput({ message: UNKNOWN_REVIEW_DOC(wanted, choices) })
    const format = yield* parsePackFormat(query.format ?? "pdf")
    const artefacts = yield* storedArtefacts(version)
    const record = yield* approvalRecordOf(version)
    const document = approvalAppender(record ?? undefined)(yield* stampDocument(kind, artefacts, version.submittedAt))
    const file = yield* renderReport(document, format)
    const fileName = reportFileName(kind, project.name, version.authorisedAt ?? version.submittedAt, file.extension).replace(/\.(\w+)$/, `_v${version.version}.$1`)
    return { document, file, fileName, version: version.version }
  })
