import { fetchFile, type FileAnswer } from "../../lib/fetch-file"

/** GET /board-review/projects/{id}/audit/csv. */
export const downloadReviewAudit = (projectId: string, onProgress: (received: number) => void): Promise<FileAnswer> =>
  fetchFile(`/board-review/projects/${encodeURIComponent(projectId)}/audit/csv`, "text/csv", onProgress)
