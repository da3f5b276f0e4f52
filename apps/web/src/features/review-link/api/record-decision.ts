import { apiRequest } from "../../../lib/api-client"
import { tokenHeaders } from "../lib/review-token"
import type { DecisionKind, LinkDecision } from "../lib/review-link-types"

/** POST /board-review/link/decision: one decision per reviewer (the same again answers the recorded one). */
export const recordDecision = (token: string, decision: DecisionKind, text: string | undefined) =>
  apiRequest<{ created: boolean; decision: LinkDecision; authorised: boolean }>("/board-review/link/decision", {
    method: "POST",
    body: text === undefined ? { decision } : { decision, text },
    headers: tokenHeaders(token)
  })
