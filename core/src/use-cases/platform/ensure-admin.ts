import * as Effect from "effect/Effect"
import { Clock } from "../../ports/clock"
import { PasswordHasher } from "../../ports/password-hasher"
import { UserRepository } from "../../ports/user-repository"

/** At start (ADMIN_EMAIL / ADMIN_PASSWORD): promotes the account to admin, or creates it. An existing password is kept. */
export const ensureAdmin = (email: string, password: string | undefined) =>
  Effect.gen(function* () {
    const users = yield* UserRepository
    const existing = yield* users.findByEmail(email.trim())
    if (existing) {
      if (!existing.roles.includes("admin")) yield* users.setRoles(existing.id, [...existing.roles, "admin"])
      return { created: false, id: existing.id }
    }
    if (!password) return { created: false, id: null }
    const now = yield* (yield* Clock).now
    const passwordHash = yield* (yield* PasswordHasher).hash(password)
    const user = yield* users.create({ email: email.trim(), name: "Admin", jobRole: "", country: "", passwordHash, roles: ["user", "admin"], createdAt: now })
    return { created: true, id: user.id }
  })
