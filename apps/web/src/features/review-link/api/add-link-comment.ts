import { apiRequest } from "../../../lib/api-client"
import { tokenHeaders } from "../lib/review-token"
import type { LinkComment } from "../lib/review-link-types"

export type NewLinkComment = { readonly doc_type: string; readonly heading: string; readonly body: string } | { readonly parent_id: number; readonly body: string }

/** POST /board-review/link/comments: a comment on a section (anchored to its heading), or a reply. */
export const addLinkComment = (token: string, comment: NewLinkComment) =>
  apiRequest<LinkComment>("/board-review/link/comments", { method: "POST", body: comment, headers: tokenHeaders(token) })
