import * as Effect from "effect/Effect"
import type { DeliveryMethod } from "../../document/model"
import type { Authenticated } from "../platform/authenticate-session"
import { openReportProject } from "./open-report-project"
import { renderReport } from "./render-report"
import { reportFileName } from "./report-file-name"
import { assumptionsAppender, savedProvenanceOf } from "./append-assumptions"
import { findingsAppender } from "./append-findings"
import { approvalAppender } from "./append-approval"
import { parseDocFormat, parseDocType, parseProjectKey, wantsAssumptions, wantsFindings, type ReportOptions, type ReportQuery } from "./report-request"
import { stampDocument } from "./stamp-document"

/**
 * GET /reports/doc and /reports_agile/doc (waterfall.md §7, agile.md §7): one document of the
 * user's project in html, pdf, docx or md, with its meta and a file name. Missing artefacts never fail.
 * `options.approval` (issue 36) puts an authorised version's approval page first.
 */
export const getReportDocument = (auth: Authenticated, method: DeliveryMethod, query: ReportQuery, options: ReportOptions = {}) =>
  Effect.gen(function* () {
    const kind = yield* parseDocType(method, query.doc_type)
    const format = yield* parseDocFormat(query.format)
    const key = yield* parseProjectKey(query)
    const artefacts = yield* openReportProject(auth, method, key, { kind, format })
    const wanted = wantsAssumptions(query)
    const stamped = assumptionsAppender(artefacts, wanted, yield* savedProvenanceOf(artefacts, wanted))(yield* stampDocument(kind, artefacts, auth.now))
    const document = approvalAppender(options.approval)(findingsAppender(artefacts, wantsFindings(query))(stamped))
    const file = yield* renderReport(document, format)
    return { document, file, fileName: reportFileName(kind, artefacts.project.name, auth.now, file.extension) }
  })
