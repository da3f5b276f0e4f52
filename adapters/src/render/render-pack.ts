import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { ReportDocument } from "@initpack/core/document/model"
import type { ReportFormat } from "@initpack/core/ports/document-renderer"
import { buildPackDocuments } from "./build-report"
import { renderHtml } from "./html"
import { renderMarkdown } from "./markdown"
import { zipFiles } from "./zip"

export const EXTENSIONS: Record<ReportFormat, string> = { html: "html", markdown: "md", docx: "docx", pdf: "pdf" }

const encoder = new TextEncoder()

/** One document in one format. docx and pdfkit are imported on the first DOCX or PDF only, so an HTML or
 * Markdown render never loads them. */
export const renderDocument = async (doc: ReportDocument, format: ReportFormat): Promise<Uint8Array> => {
  switch (format) {
    case "html":
      return encoder.encode(renderHtml(doc))
    case "markdown":
      return encoder.encode(renderMarkdown(doc))
    case "docx":
      return (await import("./docx")).renderDocx(doc)
    case "pdf":
      return (await import("./pdf")).renderPdf(doc)
  }
}

/** The initiation pack as a ZIP with stable entry names such as "01-pid.pdf". */
export const renderPackZip = async (artefacts: ProjectArtefacts, format: ReportFormat, generatedAt: Date | string): Promise<Uint8Array> => {
  const docs = buildPackDocuments(artefacts, generatedAt)
  const files = []
  for (const d of docs) files.push({ name: `${d.stem}.${EXTENSIONS[format]}`, bytes: await renderDocument(d.document, format) })
  return zipFiles(files)
}
