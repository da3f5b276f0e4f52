import { apiRequest } from "../../../lib/api-client"
import { tokenHeaders } from "../lib/review-token"
import type { LinkThread } from "../lib/review-link-types"

/** GET /board-review/link/comments: every comment on the version with its replies. */
export const listLinkComments = (token: string) =>
  apiRequest<{ version: number; comments: ReadonlyArray<LinkThread> }>("/board-review/link/comments", { headers: tokenHeaders(token) })
