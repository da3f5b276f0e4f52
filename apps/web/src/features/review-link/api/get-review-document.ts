import { apiRequest, query } from "../../../lib/api-client"
import { tokenHeaders } from "../lib/review-token"

/** GET /board-review/link/doc: one document's HTML preview, built from the version's stored artefacts. */
export const getReviewDocument = (token: string, docType: string) =>
  apiRequest<{ html: string; title: string }>(`/board-review/link/doc${query({ doc_type: docType })}`, { headers: tokenHeaders(token) })
