import type { ReportDocument } from "@initpack/core/document/model"

export type DocumentFormat = "md" | "html" | "docx" | "pdf"

const encoder = new TextEncoder()

/** One document in one format; DOCX and PDF renderers (docx, pdfkit) are imported only when asked for. */
export const renderAs = async (doc: ReportDocument, format: DocumentFormat): Promise<Uint8Array> => {
  switch (format) {
    case "md":
      return encoder.encode((await import("@initpack/adapters/render/markdown")).renderMarkdown(doc))
    case "html":
      return encoder.encode((await import("@initpack/adapters/render/html")).renderHtml(doc))
    case "docx":
      return (await import("@initpack/adapters/render/docx")).renderDocx(doc)
    case "pdf":
      return (await import("@initpack/adapters/render/pdf")).renderPdf(doc)
  }
}

export const formatOfPath = (path: string): DocumentFormat | undefined => {
  const ext = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase()
  if (ext === "md" || ext === "markdown") return "md"
  if (ext === "html" || ext === "htm") return "html"
  if (ext === "docx" || ext === "pdf") return ext
  return undefined
}
