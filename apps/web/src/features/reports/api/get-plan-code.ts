import { apiRequest } from "../../../lib/api-client"

/** GET /subscriptions/me -> plan_code ("free" has no Agile, agile.md §1); undefined when unknown. */
export const getPlanCode = async (): Promise<string | undefined> => {
  const answer = await apiRequest<{ readonly plan_code?: unknown }>("/subscriptions/me")
  return answer.ok && typeof answer.data.plan_code === "string" ? answer.data.plan_code : undefined
}
