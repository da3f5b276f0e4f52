import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

/** The admin user view (platform.md §3) before formatting. */
export interface AdminUserRecord {
  readonly id: number
  readonly email: string
  readonly name: string
  readonly roles: ReadonlyArray<string>
  readonly isActive: boolean
  readonly createdAt: Date
  /** Plan of the subscription active at the query time, or null. */
  readonly planCode: string | null
  readonly activeProjects: number
  readonly archivedProjects: number
}

export interface AdminUserSearch {
  /** Case-insensitive substring of the email or name. */
  readonly q: string | null
  readonly role: string | null
  /** Current plan code; "none" finds users without an active subscription. */
  readonly planCode: string | null
  readonly active: boolean | null
  readonly now: Date
  readonly limit: number
}

export type ProjectScope = "archived" | "active" | "all"

export interface AdminRepositoryService {
  readonly search: (search: AdminUserSearch) => Effect.Effect<ReadonlyArray<AdminUserRecord>, DatabaseError>
  readonly find: (id: number, now: Date) => Effect.Effect<AdminUserRecord | null, DatabaseError>
  readonly setActive: (id: number, active: boolean) => Effect.Effect<void, DatabaseError>
  /** Deletes the user and every row linked to it (cascades, plus sign-in failures keyed by the email). */
  readonly deleteUser: (id: number) => Effect.Effect<boolean, DatabaseError>
  readonly deleteProjects: (userId: number, scope: ProjectScope) => Effect.Effect<number, DatabaseError>
  /** Rows created at or after each `since` (same order): table users, subscriptions (paid or free) or topups. */
  readonly countCreatedSince: (what: "users" | "subscriptions" | "topups", since: ReadonlyArray<Date>) => Effect.Effect<ReadonlyArray<number>, DatabaseError>
  /** Top-up bundles bought at or after each `since`. */
  readonly topupBundlesSince: (since: ReadonlyArray<Date>) => Effect.Effect<ReadonlyArray<number>, DatabaseError>
  readonly totals: (now: Date) => Effect.Effect<{ readonly users: number; readonly activeSubscriptions: number }, DatabaseError>
}

export class AdminRepository extends Context.Tag("@initpack/core/ports/admin/AdminRepository")<AdminRepository, AdminRepositoryService>() {}
