// Reading the subscription status of GET /subscriptions/me (platform.md §3 Subscription, §4 Access).
import { apiRequest } from "./api-client"

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

/** The status field, at the top level or under `subscription`; undefined when there is none. */
export const subscriptionStatusOf = (body: unknown): string | undefined => {
  const root = record(body)
  const nested = record(root.subscription)
  const status = root.status ?? nested.status
  return typeof status === "string" ? status.toLowerCase() : undefined
}

/** §4: only an active subscription lets a signed-in user into /app. */
export const hasAppAccess = (status: string | undefined): boolean => status === "active"

export const getSubscriptionStatus = async (): Promise<string | undefined> => {
  const result = await apiRequest<unknown>("/subscriptions/me")
  return result.ok ? subscriptionStatusOf(result.data) : undefined
}
