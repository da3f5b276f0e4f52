import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { SqlClient } from "@initpack/adapters/db/sql-client"
import * as PlatformLayer from "@initpack/adapters/db/platform-layer"
import * as OutboxMailer from "@initpack/adapters/mail/outbox-mailer"
import { Mailer } from "@initpack/core/ports/mailer"
import { Transactor } from "@initpack/core/ports/transactor"
import { UserRepository } from "@initpack/core/ports/user-repository"
import { SessionRepository } from "@initpack/core/ports/session-repository"
import { MfaChallengeRepository } from "@initpack/core/ports/mfa-challenge-repository"
import { PasswordResetRepository } from "@initpack/core/ports/password-reset-repository"
import { ProjectRepository } from "@initpack/core/ports/project-repository"
import { PlanRepository, type PlanRecord } from "@initpack/core/ports/plan-repository"
import { SubscriptionRepository } from "@initpack/core/ports/subscription-repository"
import { LoginThrottleRepository } from "@initpack/core/ports/login-throttle-repository"
import { migrate } from "@initpack/adapters/db/migrate"
import type { TestDatabase } from "../support/databases"

const t0 = new Date("2025-03-01T10:00:00.000Z")
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000)

const plan: PlanRecord = {
  code: "monthly",
  name: "1 month",
  priceCents: 4000,
  months: 1,
  monthlyProjectLimit: 4,
  totalProjectLimit: null,
  allowedMethodologies: ["waterfall", "agile"],
  tagline: null,
  bestValue: false,
  sortOrder: 1
}

/** One contract for the platform repositories, run against every SQL client (PGlite and PostgreSQL). */
export const repositoryContract = (name: string, open: () => Promise<TestDatabase | null>) =>
  describe(`repository contract: ${name}`, () => {
    let db: TestDatabase | null = null
    let runtime: ManagedRuntime.ManagedRuntime<any, any>
    let seq = 0
    const run = <A, E>(effect: Effect.Effect<A, E, any>): Promise<A> => runtime.runPromise(effect)
    const newUser = (email = `user${++seq}@example.com`) =>
      run(
        Effect.flatMap(UserRepository, (r) =>
          r.create({ email, name: "Ada", jobRole: "Project Manager", country: "GB", passwordHash: "h", roles: ["user"], createdAt: t0 })
        )
      )

    beforeAll(async () => {
      db = await open()
      if (!db) return
      const sql = Layer.succeed(SqlClient, db.client)
      runtime = ManagedRuntime.make(Layer.provide(Layer.merge(PlatformLayer.layer, OutboxMailer.layer({ log: () => {} })), sql))
    })
    afterAll(async () => {
      if (runtime) await runtime.dispose()
      await db?.dispose()
    })

    it("migrations are recorded and running them again applies nothing", async ({ skip }) => {
      if (!db) return skip()
      expect(await migrate(db.client)).toEqual([])
      const rows = await db.client.query("SELECT version FROM schema_migrations ORDER BY version")
      expect(rows.map((r) => Number(r.version))).toContain(1)
    })

    it("users: create, find by email ignoring case, duplicate email refused", async ({ skip }) => {
      if (!db) return skip()
      const u = await newUser("Mixed.Case@Example.com")
      expect(u.id).toBeTypeOf("number")
      expect(u.roles).toEqual(["user"])
      const found = await run(Effect.flatMap(UserRepository, (r) => r.findByEmail("mixed.case@example.COM")))
      expect(found?.id).toBe(u.id)
      const dup = await run(Effect.flip(Effect.flatMap(UserRepository, (r) => r.create({ ...u, email: "MIXED.case@example.com" }))))
      expect(dup._tag).toBe("EmailTaken")
      await run(Effect.flatMap(UserRepository, (r) => r.setRoles(u.id, ["user", "admin"])))
      await run(Effect.flatMap(UserRepository, (r) => r.setPasswordHash(u.id, "h2")))
      const after = await run(Effect.flatMap(UserRepository, (r) => r.findById(u.id)))
      expect(after?.roles).toEqual(["user", "admin"])
      expect(after?.passwordHash).toBe("h2")
      expect(await run(Effect.flatMap(UserRepository, (r) => r.findById(999_999)))).toBeNull()
    })

    it("mfa: pending secret, enable, one use per time step, disable", async ({ skip }) => {
      if (!db) return skip()
      const u = await newUser()
      const users = (f: (r: typeof UserRepository.Service) => Effect.Effect<any, any>) => run(Effect.flatMap(UserRepository, f))
      expect(await users((r) => r.getMfa(u.id))).toEqual({ enabled: false, secret: null, pendingSecret: null, lastTimeStep: 0 })
      await users((r) => r.setPendingMfaSecret(u.id, "SECRET1"))
      expect((await users((r) => r.getMfa(u.id))).pendingSecret).toBe("SECRET1")
      await users((r) => r.enableMfa(u.id, "SECRET1", 100))
      expect(await users((r) => r.getMfa(u.id))).toEqual({ enabled: true, secret: "SECRET1", pendingSecret: null, lastTimeStep: 100 })
      expect(await users((r) => r.useTimeStep(u.id, 100))).toBe(false)
      expect(await users((r) => r.useTimeStep(u.id, 101))).toBe(true)
      expect(await users((r) => r.useTimeStep(u.id, 101))).toBe(false)
      await users((r) => r.disableMfa(u.id))
      expect((await users((r) => r.getMfa(u.id))).enabled).toBe(false)
    })

    it("sessions: create, find, touch, remove others", async ({ skip }) => {
      if (!db) return skip()
      const u = await newUser()
      const s = (f: (r: typeof SessionRepository.Service) => Effect.Effect<any, any>) => run(Effect.flatMap(SessionRepository, f))
      for (const h of ["a1", "a2", "a3"]) await s((r) => r.create({ tokenHash: `${u.id}-${h}`, userId: u.id, createdAt: t0, lastSeenAt: t0, expiresAt: at(60) }))
      const found = await s((r) => r.find(`${u.id}-a1`))
      expect(found?.userId).toBe(u.id)
      expect(found?.expiresAt.getTime()).toBe(at(60).getTime())
      const joined = await s((r) => r.findWithUser(`${u.id}-a1`))
      expect(joined?.user).toEqual(u)
      expect(joined?.session).toEqual(found)
      expect(await s((r) => r.findWithUser("missing"))).toBeNull()
      await s((r) => r.touch(`${u.id}-a1`, at(5)))
      expect((await s((r) => r.find(`${u.id}-a1`)))?.lastSeenAt.getTime()).toBe(at(5).getTime())
      expect(await s((r) => r.removeForUser(u.id, `${u.id}-a1`))).toBe(2)
      expect(await s((r) => r.find(`${u.id}-a2`))).toBeNull()
      await s((r) => r.remove(`${u.id}-a1`))
      expect(await s((r) => r.find(`${u.id}-a1`))).toBeNull()
    })

    it("mfa challenges count wrong attempts", async ({ skip }) => {
      if (!db) return skip()
      const u = await newUser()
      const c = (f: (r: typeof MfaChallengeRepository.Service) => Effect.Effect<any, any>) => run(Effect.flatMap(MfaChallengeRepository, f))
      await c((r) => r.create({ idHash: `ch${u.id}`, userId: u.id, attempts: 0, createdAt: t0, expiresAt: at(10) }))
      expect(await c((r) => r.addAttempt(`ch${u.id}`))).toBe(1)
      expect(await c((r) => r.addAttempt(`ch${u.id}`))).toBe(2)
      expect((await c((r) => r.find(`ch${u.id}`)))?.attempts).toBe(2)
      await c((r) => r.remove(`ch${u.id}`))
      expect(await c((r) => r.find(`ch${u.id}`))).toBeNull()
    })

    it("password reset tokens are single use and expire", async ({ skip }) => {
      if (!db) return skip()
      const u = await newUser()
      const p = (f: (r: typeof PasswordResetRepository.Service) => Effect.Effect<any, any>) => run(Effect.flatMap(PasswordResetRepository, f))
      await p((r) => r.create({ tokenHash: `t${u.id}`, userId: u.id, createdAt: t0, expiresAt: at(60) }))
      await p((r) => r.create({ tokenHash: `old${u.id}`, userId: u.id, createdAt: t0, expiresAt: at(60) }))
      expect(await p((r) => r.consume(`t${u.id}`, at(59)))).toBe(u.id)
      expect(await p((r) => r.consume(`t${u.id}`, at(59)))).toBeNull()
      expect(await p((r) => r.consume(`old${u.id}`, at(60)))).toBeNull()
      expect(await p((r) => r.consume("missing", at(1)))).toBeNull()
    })

    it("projects: per-user names unique ignoring case, search, archive, other users never see them", async ({ skip }) => {
      if (!db) return skip()
      const a = await newUser()
      const b = await newUser()
      const p = (f: (r: typeof ProjectRepository.Service) => Effect.Effect<any, any>) => run(Effect.flatMap(ProjectRepository, f))
      const alpha = await p((r) => r.create({ userId: a.id, name: "Alpha 50%", methodology: "waterfall", createdAt: t0 }))
      await p((r) => r.create({ userId: a.id, name: "Beta", methodology: "agile", createdAt: at(1) }))
      const dup = await run(Effect.flip(Effect.flatMap(ProjectRepository, (r) => r.create({ userId: a.id, name: "alpha 50%", methodology: "agile", createdAt: t0 }))))
      expect(dup._tag).toBe("ProjectNameTaken")
      // the same name is fine for another user
      await p((r) => r.create({ userId: b.id, name: "Alpha 50%", methodology: "agile", createdAt: t0 }))
      expect((await p((r) => r.list(a.id, { archived: false }))).map((x: any) => x.name)).toEqual(["Beta", "Alpha 50%"])
      expect((await p((r) => r.list(a.id, { archived: false, search: "50%" }))).map((x: any) => x.name)).toEqual(["Alpha 50%"])
      expect(await p((r) => r.list(a.id, { archived: false, search: "%" }))).toHaveLength(1)
      expect(await p((r) => r.findById(b.id, alpha.id))).toBeNull()
      expect((await p((r) => r.findByName(a.id, "ALPHA 50%")))?.id).toBe(alpha.id)
      expect(await p((r) => r.setArchived(b.id, alpha.id, at(2)))).toBeNull()
      const archived = await p((r) => r.setArchived(a.id, alpha.id, at(2)))
      expect(archived?.archivedAt?.getTime()).toBe(at(2).getTime())
      expect((await p((r) => r.list(a.id, { archived: true }))).map((x: any) => x.id)).toEqual([alpha.id])
      expect((await p((r) => r.list(a.id, { archived: false }))).map((x: any) => x.name)).toEqual(["Beta"])
      await p((r) => r.setArchived(a.id, alpha.id, null))
      expect(await p((r) => r.list(a.id, { archived: true }))).toEqual([])
      expect(await p((r) => r.count(a.id))).toBe(2)
    })

    it("plans upsert and list", async ({ skip }) => {
      if (!db) return skip()
      const p = (f: (r: typeof PlanRepository.Service) => Effect.Effect<any, any>) => run(Effect.flatMap(PlanRepository, f))
      await p((r) => r.upsert(plan))
      await p((r) => r.upsert({ ...plan, priceCents: 4100 }))
      expect(await p((r) => r.find("monthly"))).toEqual({ ...plan, priceCents: 4100 })
      expect((await p((r) => r.list)).map((x: PlanRecord) => x.code)).toContain("monthly")
      expect(await p((r) => r.find("nope"))).toBeNull()
    })

    it("subscriptions, top-ups and usage counted in a window", async ({ skip }) => {
      if (!db) return skip()
      await run(Effect.flatMap(PlanRepository, (r) => r.upsert(plan)))
      const u = await newUser()
      const s = (f: (r: typeof SubscriptionRepository.Service) => Effect.Effect<any, any>) => run(Effect.flatMap(SubscriptionRepository, f))
      expect(await s((r) => r.current(u.id))).toBeNull()
      await s((r) => r.create({ userId: u.id, planCode: "monthly", status: "expired", currentPeriodStart: t0, currentPeriodEnd: at(10), createdAt: t0 }))
      const sub = await s((r) => r.create({ userId: u.id, planCode: "monthly", status: "active", currentPeriodStart: t0, currentPeriodEnd: at(100), createdAt: t0 }))
      expect((await s((r) => r.current(u.id)))?.id).toBe(sub.id)
      expect(await s((r) => r.hadPlan(u.id, "monthly"))).toBe(true)
      expect(await s((r) => r.hadPlan(u.id, "free"))).toBe(false)
      await s((r) => r.setStatus(sub.id, "canceled"))
      expect((await s((r) => r.current(u.id)))?.status).toBe("canceled")
      await s((r) => r.addTopup({ userId: u.id, bundles: 1, projects: 2, source: "test", createdAt: at(5) }))
      await s((r) => r.addTopup({ userId: u.id, bundles: 2, projects: 4, source: "test", createdAt: at(50) }))
      expect(await s((r) => r.topupProjects(u.id, t0, at(10)))).toBe(2)
      expect(await s((r) => r.topupProjects(u.id, t0, at(60)))).toBe(6)
      for (const m of [1, 2, 30]) await s((r) => r.recordUsage(u.id, "project_create", null, at(m)))
      expect(await s((r) => r.countUsage(u.id, "project_create", t0, at(10)))).toBe(2)
      expect(await s((r) => r.countUsage(u.id, "project_create", null, at(60)))).toBe(3)
      expect(await s((r) => r.countUsage(u.id, "other", null, at(60)))).toBe(0)
      expect((await s((r) => r.usageTimes(u.id, "project_create", at(2), at(31)))).map((d: Date) => d.getTime())).toEqual([at(2).getTime(), at(30).getTime()])
      expect(await s((r) => r.listTopups(u.id, t0, at(10)))).toEqual([{ createdAt: at(5), bundles: 1 }])
    })

    it("login failures are counted per account and per IP since a time, and pruned", async ({ skip }) => {
      if (!db) return skip()
      const l = (f: (r: typeof LoginThrottleRepository.Service) => Effect.Effect<any, any>) => run(Effect.flatMap(LoginThrottleRepository, f))
      const acct = `acct${++seq}`
      const ip = `10.0.0.${seq}`
      await l((r) => r.recordFailure(acct, ip, at(0)))
      await l((r) => r.recordFailure(acct, "other-ip", at(5)))
      await l((r) => r.recordFailure("someone-else", ip, at(6)))
      expect(await l((r) => r.countSince(acct, ip, at(0)))).toEqual({ account: 2, ip: 2 })
      expect(await l((r) => r.countSince(acct, ip, at(1)))).toEqual({ account: 1, ip: 1 })
      await l((r) => r.prune(at(6)))
      expect(await l((r) => r.countSince(acct, ip, at(0)))).toEqual({ account: 0, ip: 1 })
    })

    it("the transactor commits together and rolls back together", async ({ skip }) => {
      if (!db) return skip()
      const u = await newUser()
      const create = (name: string) => Effect.flatMap(ProjectRepository, (r) => r.create({ userId: u.id, name, methodology: "waterfall", createdAt: t0 }))
      const tx = <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.flatMap(Transactor, (t) => t.run(e))
      await run(tx(Effect.zipRight(create("One"), create("Two"))))
      const failed = await run(Effect.flip(tx(Effect.zipRight(create("Three"), create("one")))))
      expect(failed._tag).toBe("ProjectNameTaken")
      const names = (await run(Effect.flatMap(ProjectRepository, (r) => r.list(u.id, { archived: false })))).map((p) => p.name)
      expect(names.sort()).toEqual(["One", "Two"])
      // a lock inside a transaction works on both drivers
      await run(tx(Effect.flatMap(UserRepository, (r) => r.lock(u.id))))
    })

    it("the outbox mailer stores the mail for the user", async ({ skip }) => {
      if (!db) return skip()
      const u = await newUser()
      await run(Effect.flatMap(Mailer, (m) => m.send({ userId: u.id, to: u.email, subject: "Reset", text: "link" })))
      const rows = await db.client.query("SELECT to_address, subject, body FROM mail_outbox WHERE user_id = $1", [u.id])
      expect(rows).toEqual([{ to_address: u.email, subject: "Reset", body: "link" }])
    })
  })
