import * as Effect from "effect/Effect"
import type { ApprovalRecord } from "../../document/approval-record"
import { documentsFor, isDocumentKind } from "../../document/catalog"
import type { DeliveryMethod, DocumentKind } from "../../document/model"
import type { ReportFormat } from "../../ports/document-renderer"
import type { ReportProjectKey } from "../../ports/reports/project-artefacts-reader"
import { InvalidInput } from "../platform/errors"
import { docTypeOfOtherMethod, REPORT_PROJECT_REQUIRED, unknownDocType, unknownFormat } from "./texts"

/** The query of GET /reports/doc, /reports/initiation and the /reports_agile pair, as sent (aliases already merged). */
export interface ReportQuery {
  readonly project_id?: string | null | undefined
  readonly project_name?: string | null | undefined
  readonly doc_type?: string | null | undefined
  readonly format?: string | null | undefined
  /** issue 34: "1" or "true" appends the health check's findings to the PID, the agile overview and the SOW */
  readonly with_findings?: string | null | undefined
  /** issue 35: "1" or "true" appends the assumed lines ("Assumptions to confirm") to the PID, the agile overview and the SOW */
  readonly with_assumptions?: string | null | undefined
}

/** What a caller adds beyond the query (issue 36): an authorised version's approval record puts its approval page first in the PID, the agile overview and the SOW. */
export interface ReportOptions {
  readonly approval?: ApprovalRecord | undefined
}

export type PackFormat = Exclude<ReportFormat, "markdown">

// waterfall.md §7 Reports: format=html|pdf|docx (md added for diffs in version control); the pack is a ZIP of pdf, html or docx.
const DOC_FORMATS: Readonly<Record<string, ReportFormat>> = { html: "html", pdf: "pdf", docx: "docx", md: "markdown", markdown: "markdown" }
const PACK_FORMATS: Readonly<Record<string, PackFormat>> = { pdf: "pdf", html: "html", docx: "docx" }

const trimmed = (v: string | null | undefined): string => (v ?? "").trim()

/** project_id (preferred) or project_name; 400 when neither is usable. */
export const parseProjectKey = (query: ReportQuery): Effect.Effect<ReportProjectKey, InvalidInput> => {
  const id = trimmed(query.project_id)
  const name = trimmed(query.project_name)
  if (/^\d{1,9}$/.test(id) && Number(id) > 0) return Effect.succeed({ id: Number(id) })
  if (name !== "") return Effect.succeed({ name })
  return Effect.fail(new InvalidInput({ message: id === "" ? REPORT_PROJECT_REQUIRED : "project_id must be a positive whole number." }))
}

/** A document of the route's method; 400 for an unknown one, or one of the other method with a pointer to its route. */
export const parseDocType = (method: DeliveryMethod, docType: string | null | undefined): Effect.Effect<DocumentKind, InvalidInput> => {
  const kind = trimmed(docType).toLowerCase()
  if (isDocumentKind(method, kind)) return Effect.succeed(kind)
  const other: DeliveryMethod = method === "waterfall" ? "agile" : "waterfall"
  if (isDocumentKind(other, kind)) return Effect.fail(new InvalidInput({ message: docTypeOfOtherMethod(kind, other) }))
  return Effect.fail(new InvalidInput({ message: unknownDocType(kind, documentsFor(method)) }))
}

const parseFormat = <F extends string>(choices: Readonly<Record<string, F>>, fallback: F, format: string | null | undefined): Effect.Effect<F, InvalidInput> => {
  const key = trimmed(format).toLowerCase()
  if (key === "") return Effect.succeed(fallback)
  const found = Object.prototype.hasOwnProperty.call(choices, key) ? choices[key] : undefined
  return found !== undefined ? Effect.succeed(found) : Effect.fail(new InvalidInput({ message: unknownFormat(key, Object.keys(choices)) }))
}

/** Document format: html (default, the preview), pdf, docx or md. */
export const parseDocFormat = (format: string | null | undefined) => parseFormat(DOC_FORMATS, "html", format)

/** Pack format: pdf (default), html or docx (waterfall.md §9, agile.md §9: PDF ZIP, HTML ZIP, Word ZIP). */
export const parsePackFormat = (format: string | null | undefined) => parseFormat(PACK_FORMATS, "pdf", format)

/** with_findings=1 (or true): the "Review findings" appendix is asked for (issue 34); anything else: not. */
export const wantsFindings = (query: ReportQuery): boolean => /^(1|true)$/i.test(trimmed(query.with_findings))

/** with_assumptions=1 (or true): the "Assumptions to confirm" appendix is asked for (issue 35); anything else: not. */
export const wantsAssumptions = (query: ReportQuery): boolean => /^(1|true)$/i.test(trimmed(query.with_assumptions))
