import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { EmailTaken, UserRepository, type MfaState, type UserRecord, type UserRepositoryService } from "@initpack/core/ports/user-repository"
import { isUniqueViolation, makeQuery, toDate, type Row } from "../current-executor"

export const toUser = (r: Row): UserRecord => ({
  id: Number(r.id),
  email: String(r.email),
  name: String(r.name),
  jobRole: String(r.job_role),
  country: String(r.country),
  passwordHash: String(r.password_hash),
  roles: String(r.roles).split(",").filter((s) => s.length > 0),
  isActive: Boolean(r.is_active),
  createdAt: toDate(r.created_at)
})

export const userColumns = (prefix = "") =>
  ["id", "email", "name", "job_role", "country", "password_hash", "roles", "is_active", "created_at"].map((c) => prefix + c).join(", ")

const columns = "id, email, name, job_role, country, password_hash, roles, is_active, created_at"

export const make = Effect.map(makeQuery, (q): UserRepositoryService => ({
  create: (u) =>
    q(
      `INSERT INTO users (email, name, job_role, country, password_hash, roles, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
      [u.email, u.name, u.jobRole, u.country, u.passwordHash, u.roles.join(","), u.createdAt]
    ).pipe(
      Effect.map((rows) => toUser(rows[0]!)),
      Effect.mapError((e) => (isUniqueViolation(e) ? new EmailTaken() : e))
    ),
  findById: (id) => q(`SELECT ${columns} FROM users WHERE id = $1`, [id]).pipe(Effect.map((rows) => (rows[0] ? toUser(rows[0]) : null))),
  findByEmail: (email) =>
    q(`SELECT ${columns} FROM users WHERE lower(email) = lower($1)`, [email]).pipe(Effect.map((rows) => (rows[0] ? toUser(rows[0]) : null))),
  setPasswordHash: (id, hash) => Effect.asVoid(q("UPDATE users SET password_hash = $2 WHERE id = $1", [id, hash])),
  setRoles: (id, roles) => Effect.asVoid(q("UPDATE users SET roles = $2 WHERE id = $1", [id, roles.join(",")])),
  lock: (id) => Effect.asVoid(q("SELECT id FROM users WHERE id = $1 FOR UPDATE", [id])),
  getMfa: (id) =>
    q("SELECT enabled, secret, pending_secret, last_time_step FROM user_mfa WHERE user_id = $1", [id]).pipe(
      Effect.map(([r]): MfaState =>
        r
          ? {
              enabled: Boolean(r.enabled),
              secret: (r.secret as string | null) ?? null,
              pendingSecret: (r.pending_secret as string | null) ?? null,
              lastTimeStep: Number(r.last_time_step)
            }
          : { enabled: false, secret: null, pendingSecret: null, lastTimeStep: 0 }
      )
    ),
  setPendingMfaSecret: (id, secret) =>
    Effect.asVoid(
      q(
        `INSERT INTO user_mfa (user_id, pending_secret) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret`,
        [id, secret]
      )
    ),
  enableMfa: (id, secret, timeStep) =>
    Effect.asVoid(
      q(
        `INSERT INTO user_mfa (user_id, secret, pending_secret, enabled, last_time_step) VALUES ($1, $2, NULL, TRUE, $3)
         ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, pending_secret = NULL, enabled = TRUE,
           last_time_step = GREATEST(user_mfa.last_time_step, EXCLUDED.last_time_step)`,
        [id, secret, timeStep]
      )
    ),
  disableMfa: (id) => Effect.asVoid(q("UPDATE user_mfa SET enabled = FALSE, secret = NULL, pending_secret = NULL WHERE user_id = $1", [id])),
  useTimeStep: (id, timeStep) =>
    q("UPDATE user_mfa SET last_time_step = $2 WHERE user_id = $1 AND last_time_step < $2 RETURNING user_id", [id, timeStep]).pipe(
      Effect.map((rows) => rows.length === 1)
    )
}))

export const layer = Layer.effect(UserRepository, make)
