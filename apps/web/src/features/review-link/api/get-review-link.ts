import { apiRequest } from "../../../lib/api-client"
import { tokenHeaders } from "../lib/review-token"
import type { ReviewLink } from "../lib/review-link-types"

/** GET /board-review/link: the version this link opens, its documents and sections, the reviewer and any decision. */
export const getReviewLink = (token: string) => apiRequest<ReviewLink>("/board-review/link", { headers: tokenHeaders(token) })
