import * as Context from "effect/Context"
import * as Data from "effect/Data"
import type * as Effect from "effect/Effect"
import type { ReportDocument } from "../document/model"

export type ReportFormat = "html" | "markdown" | "docx" | "pdf"

export interface RenderedFile {
  readonly format: ReportFormat
  readonly contentType: string
  /** File extension without the dot: html, md, docx, pdf. */
  readonly extension: string
  readonly bytes: Uint8Array
}

export class RenderError extends Data.TaggedError("RenderError")<{
  readonly format: ReportFormat | "zip"
  readonly message: string
  readonly cause?: unknown
}> {}

/** Turns a neutral document into one file format. */
export interface DocumentRenderer {
  readonly format: ReportFormat
  readonly render: (document: ReportDocument) => Effect.Effect<RenderedFile, RenderError>
}

export class HtmlRenderer extends Context.Tag("@initpack/core/HtmlRenderer")<HtmlRenderer, DocumentRenderer>() {}
export class MarkdownRenderer extends Context.Tag("@initpack/core/MarkdownRenderer")<MarkdownRenderer, DocumentRenderer>() {}
export class DocxRenderer extends Context.Tag("@initpack/core/DocxRenderer")<DocxRenderer, DocumentRenderer>() {}
export class PdfRenderer extends Context.Tag("@initpack/core/PdfRenderer")<PdfRenderer, DocumentRenderer>() {}

export interface PackFile {
  /** Stable entry name, e.g. "01-pid.pdf". */
  readonly name: string
  readonly bytes: Uint8Array
}

/** Bundles the files of an initiation pack into one archive (ZIP). */
export interface PackArchiverService {
  readonly archive: (files: ReadonlyArray<PackFile>) => Effect.Effect<Uint8Array, RenderError>
}

export class PackArchiver extends Context.Tag("@initpack/core/PackArchiver")<PackArchiver, PackArchiverService>() {}
