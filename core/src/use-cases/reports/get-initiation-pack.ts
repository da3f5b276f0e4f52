import * as Effect from "effect/Effect"
import { packEntries } from "../../document/catalog"
import type { DeliveryMethod } from "../../document/model"
import { PackArchiver, type PackFile } from "../../ports/document-renderer"
import type { Authenticated } from "../platform/authenticate-session"
import { openReportProject } from "./open-report-project"
import { renderReport } from "./render-report"
import { packFileName } from "./report-file-name"
import { assumptionsAppender, savedProvenanceOf } from "./append-assumptions"
import { findingsAppender } from "./append-findings"
import { approvalAppender } from "./append-approval"
import { parsePackFormat, parseProjectKey, wantsAssumptions, wantsFindings, type ReportOptions, type ReportQuery } from "./report-request"
import { stampDocument } from "./stamp-document"

/**
 * GET /reports/initiation and /reports_agile/initiation: the method's initiation pack as one ZIP of
 * pdf, html or docx files in pack order (waterfall.md §2, §9; agile.md §2, §9). `options.approval` (issue 36)
 * puts an authorised version's approval page first in the PID (agile: the overview) and the SOW.
 */
export const getInitiationPack = (auth: Authenticated, method: DeliveryMethod, query: ReportQuery, options: ReportOptions = {}) =>
  Effect.gen(function* () {
    const format = yield* parsePackFormat(query.format)
    const key = yield* parseProjectKey(query)
    const artefacts = yield* openReportProject(auth, method, key, { pack: true })
    const files: Array<PackFile> = []
    const findings = findingsAppender(artefacts, wantsFindings(query))
    const wanted = wantsAssumptions(query)
    const assumptions = assumptionsAppender(artefacts, wanted, yield* savedProvenanceOf(artefacts, wanted))
    const approval = approvalAppender(options.approval)
    const append = (document: Parameters<typeof findings>[0]) => approval(findings(assumptions(document)))
    for (const entry of packEntries(method)) {
      const document = append(yield* stampDocument(entry.kind, artefacts, auth.now))
      const file = yield* renderReport(document, format)
      files.push({ name: `${entry.stem}.${file.extension}`, bytes: file.bytes })
    }
    const bytes = yield* (yield* PackArchiver).archive(files)
    return { bytes, entries: files.map((f) => f.name), fileName: packFileName(artefacts.project.name, auth.now, format) }
  })
