import { query } from "../../../../lib/api-client"
import { fetchFile, type FileAnswer } from "../../lib/fetch-file"

export type AuthorisedFormat = "pdf" | "docx" | "html"

const TYPES: Readonly<Record<AuthorisedFormat, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  html: "text/html"
}

/** GET /board-review/projects/{id}/authorised/doc: the authorised version with its approval page (html: the page). */
export const downloadAuthorisedDoc = (projectId: string, docType: string, format: AuthorisedFormat, onProgress: (received: number) => void): Promise<FileAnswer> =>
  fetchFile(
    `/board-review/projects/${encodeURIComponent(projectId)}/authorised/doc${query({ doc_type: docType, format, raw: format === "html" ? 1 : undefined })}`,
    TYPES[format],
    onProgress
  )
