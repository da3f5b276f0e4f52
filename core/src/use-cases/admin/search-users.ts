import type { AdminUsersResponse } from "../../responses/admin/admin-responses"
import * as Effect from "effect/Effect"
import { AdminRepository } from "../../ports/admin/admin-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { adminUserView } from "./admin-user-view"

export interface UserSearchQuery {
  readonly q?: string | undefined
  readonly role?: string | undefined
  readonly plan?: string | undefined
  readonly plan_code?: string | undefined
  readonly active?: string | undefined
}

const blankToNull = (s: string | undefined) => (s === undefined || s.trim() === "" || s.trim().toLowerCase() === "all" ? null : s.trim())

const activeFilter = (s: string | undefined): boolean | null => {
  const v = blankToNull(s)?.toLowerCase()
  if (v === "true" || v === "1" || v === "yes" || v === "active") return true
  if (v === "false" || v === "0" || v === "no" || v === "inactive") return false
  return null
}

/** GET /admin/users?q&role&plan&plan_code&active and GET /auth/admin/users (platform.md §7). */
export const searchUsers = (auth: Authenticated, query: UserSearchQuery) =>
  Effect.gen(function* () {
    const rows = yield* (yield* AdminRepository).search({
      q: blankToNull(query.q),
      role: blankToNull(query.role),
      planCode: blankToNull(query.plan_code) ?? blankToNull(query.plan),
      active: activeFilter(query.active),
      now: auth.now,
      limit: 200
    })
    const users = rows.map(adminUserView)
    return { users, items: users, count: users.length } satisfies AdminUsersResponse
  })
