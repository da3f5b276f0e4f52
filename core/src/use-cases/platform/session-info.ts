import type { SessionInfoResponse } from "../../responses/platform/auth-responses"
import type { UserRecord } from "../../ports/user-repository"

/** GET /auth/me and /api/me: platform.md §3 Session (authenticated, user {id, name, email, roles}, user_id). */
export const sessionInfo = (user: UserRecord, status: string) => ({
  authenticated: true,
  user_id: user.id,
  email: user.email,
  // country: the profile's, so the web shows dates in the user's format (issue 37)
  user: { id: user.id, email: user.email, name: user.name, roles: [...user.roles], country: user.country },
  subscription_status: status
}) satisfies SessionInfoResponse

export const signedOutInfo = { authenticated: false, user: null, user_id: null } as const satisfies SessionInfoResponse
