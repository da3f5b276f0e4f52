import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { AdminRepository, type AdminRepositoryService, type AdminUserRecord } from "@initpack/core/ports/admin/admin-repository"
import { makeQuery, toDate, type Row } from "../../current-executor"

// $1 is "now": the current plan is the latest subscription when it is active (or trialing) and unexpired.
const userSelect = `SELECT u.id, u.email, u.name, u.roles, u.is_active, u.created_at,
    (SELECT s.plan_code FROM subscriptions s
      WHERE s.user_id = u.id AND s.id = (SELECT max(id) FROM subscriptions WHERE user_id = u.id)
        AND s.status IN ('active', 'trialing') AND s.current_period_end > $1) AS plan_code,
    (SELECT count(*)::int FROM projects p WHERE p.user_id = u.id AND p.archived_at IS NULL) AS active_projects,
    (SELECT count(*)::int FROM projects p WHERE p.user_id = u.id AND p.archived_at IS NOT NULL) AS archived_projects
  FROM users u`

const toUser = (r: Row): AdminUserRecord => ({
  id: Number(r.id),
  email: String(r.email),
  name: String(r.name),
  roles: String(r.roles).split(",").filter((s) => s.length > 0),
  isActive: r.is_active === true,
  createdAt: toDate(r.created_at),
  planCode: r.plan_code === null || r.plan_code === undefined ? null : String(r.plan_code),
  activeProjects: Number(r.active_projects),
  archivedProjects: Number(r.archived_projects)
})

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)

const createdTable = { users: "users", subscriptions: "subscriptions", topups: "topups" } as const

export const make = Effect.map(makeQuery, (q): AdminRepositoryService => ({
  search: (s) => {
    const params: Array<unknown> = [s.now]
    const where: Array<string> = []
    if (s.q) {
      params.push(`%${escapeLike(s.q.toLowerCase())}%`)
      where.push(`(lower(u.email) LIKE $${params.length} OR lower(u.name) LIKE $${params.length})`)
    }
    if (s.role) {
      params.push(s.role.toLowerCase())
      where.push(`$${params.length} = ANY (string_to_array(lower(u.roles), ','))`)
    }
    if (s.active !== null) {
      params.push(s.active)
      where.push(`u.is_active = $${params.length}`)
    }
    let sql = `SELECT * FROM (${userSelect}${where.length ? ` WHERE ${where.join(" AND ")}` : ""}) x`
    if (s.planCode === "none") sql += " WHERE x.plan_code IS NULL"
    else if (s.planCode) {
      params.push(s.planCode)
      sql += ` WHERE x.plan_code = $${params.length}`
    }
    params.push(s.limit)
    return q(`${sql} ORDER BY x.created_at DESC, x.id DESC LIMIT $${params.length}`, params).pipe(Effect.map((rows) => rows.map(toUser)))
  },
  find: (id, now) => q(`${userSelect} WHERE u.id = $2`, [now, id]).pipe(Effect.map((rows) => (rows[0] ? toUser(rows[0]) : null))),
  setActive: (id, active) => Effect.asVoid(q("UPDATE users SET is_active = $2 WHERE id = $1", [id, active])),
  deleteUser: (id) =>
    Effect.gen(function* () {
      // sign-in failures are keyed by the lower-cased email, not by the user id
      yield* q("DELETE FROM login_failures WHERE account_key IN (SELECT lower(trim(email)) FROM users WHERE id = $1)", [id])
      const rows = yield* q("DELETE FROM users WHERE id = $1 RETURNING id", [id])
      return rows.length === 1
    }),
  deleteProjects: (userId, scope) =>
    q(
      `DELETE FROM projects WHERE user_id = $1${scope === "archived" ? " AND archived_at IS NOT NULL" : scope === "active" ? " AND archived_at IS NULL" : ""} RETURNING id`,
      [userId]
    ).pipe(Effect.map((rows) => rows.length)),
  countCreatedSince: (what, since) =>
    Effect.forEach(since, (d) =>
      q(`SELECT count(*)::int AS n FROM ${createdTable[what]} WHERE created_at >= $1`, [d]).pipe(Effect.map((rows) => Number(rows[0]?.n ?? 0)))
    ),
  topupBundlesSince: (since) =>
    Effect.forEach(since, (d) =>
      q("SELECT COALESCE(sum(bundles), 0)::int AS n FROM topups WHERE created_at >= $1", [d]).pipe(Effect.map((rows) => Number(rows[0]?.n ?? 0)))
    ),
  totals: (now) =>
    q(
    `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM subscriptions s
              WHERE s.id = (SELECT max(id) FROM subscriptions WHERE user_id = s.user_id)
                AND s.status = 'active' AND s.current_period_end > $1) AS active`,
      [now]
    ).pipe(Effect.map((rows) => ({ users: Number(rows[0]?.users ?? 0), activeSubscriptions: Number(rows[0]?.active ?? 0) })))
}))

export const layer = Layer.effect(AdminRepository, make)
