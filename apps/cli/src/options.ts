import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { BriefMethod, IsoDay } from "@initpack/core/brief/brief"
import { documentsFor, isDocumentKind } from "@initpack/core/document/catalog"
import type { DeliveryMethod, DocumentKind } from "@initpack/core/document/model"
import { UsageError } from "./cli-errors"

/** "jira": the agile backlog as a Jira CSV import; "msproject": the WBS or schedule as MS Project XML; "ical": its milestones, gates and sprints as iCalendar (none in the default set). */
export const PACK_FORMATS = ["md", "html", "docx", "pdf", "csv", "jira", "msproject", "ical"] as const
export const DEFAULT_PACK_FORMATS = ["md", "html", "docx", "pdf", "csv"] as const
export type PackFormat = (typeof PACK_FORMATS)[number]

const list = (value: string): Array<string> =>
  value
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0)

export const parseFormats = (value: string | undefined): ReadonlyArray<PackFormat> => {
  if (value === undefined) return DEFAULT_PACK_FORMATS
  const wanted = list(value).map((f) => (f === "markdown" ? "md" : f === "mspdi" ? "msproject" : f === "ics" || f === "icalendar" ? "ical" : f))
  const unknown = wanted.filter((f) => !(PACK_FORMATS as ReadonlyArray<string>).includes(f))
  if (unknown.length > 0) throw new UsageError({ message: `--formats: unknown format ${unknown.join(", ")} (expected ${PACK_FORMATS.join(", ")})` })
  if (wanted.length === 0) throw new UsageError({ message: `--formats: give at least one of ${PACK_FORMATS.join(", ")}` })
  return PACK_FORMATS.filter((f) => wanted.includes(f))
}

export const parseDocs = (value: string | undefined, method: DeliveryMethod): ReadonlyArray<DocumentKind> | undefined => {
  if (value === undefined) return undefined
  const wanted = list(value)
  const unknown = wanted.filter((d) => !isDocumentKind(method, d))
  if (unknown.length > 0) {
    throw new UsageError({ message: `--docs: ${unknown.join(", ")} is not a ${method} document (expected ${documentsFor(method).join(", ")})` })
  }
  return wanted as Array<DocumentKind>
}

export const parseMethod = (value: string | undefined): BriefMethod | undefined => {
  if (value === undefined) return undefined
  const r = Schema.decodeUnknownEither(BriefMethod)(value)
  if (Either.isLeft(r)) throw new UsageError({ message: `--method: expected waterfall or agile, got "${value}"` })
  return r.right
}

export const parseStart = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined
  const r = Schema.decodeUnknownEither(IsoDay)(value)
  if (Either.isLeft(r)) throw new UsageError({ message: `--start: expected YYYY-MM-DD, got "${value}"` })
  return r.right
}
