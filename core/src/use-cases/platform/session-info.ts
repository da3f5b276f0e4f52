import type { UserRecord } from "../../ports/user-repository"

/** GET /auth/me and /api/me: platform.md §3 Session (authenticated, user {id, name, email, roles}, user_id). */
export const sessionInfo = (user: UserRecord, status: string) => ({
  authenticated: true,
  user_id: user.id,
  email: user.email,
  user: { id: user.id, email: user.email, name: user.name, roles: [...user.roles] },
  subscription_status: status
})

export const signedOutInfo = { authenticated: false, user: null, user_id: null } as const
