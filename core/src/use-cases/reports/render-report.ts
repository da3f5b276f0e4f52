import * as Effect from "effect/Effect"
import type { ReportDocument } from "../../document/model"
import {
  DocxRenderer,
  HtmlRenderer,
  MarkdownRenderer,
  PdfRenderer,
  type DocumentRenderer,
  type RenderedFile,
  type RenderError,
  type ReportFormat
} from "../../ports/document-renderer"

type Renderers = HtmlRenderer | MarkdownRenderer | DocxRenderer | PdfRenderer

const rendererFor = (format: ReportFormat): Effect.Effect<DocumentRenderer, never, Renderers> => {
  switch (format) {
    case "html":
      return HtmlRenderer
    case "markdown":
      return MarkdownRenderer
    case "docx":
      return DocxRenderer
    case "pdf":
      return PdfRenderer
  }
}

/** Renders a document with the renderer port of its format. */
export const renderReport = (document: ReportDocument, format: ReportFormat): Effect.Effect<RenderedFile, RenderError, Renderers> =>
  Effect.flatMap(rendererFor(format), (renderer) => renderer.render(document))
