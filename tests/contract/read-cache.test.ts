// The read cache (adapters/src/db/read-cache.ts) on both databases: the session lookup and the project
// list are served from memory, and every change to them, made here or by another connection, is seen.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import postgres from "postgres"
import type * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { SqlClient, type SqlClientService } from "@initpack/adapters/db/sql-client"
import * as PlatformLayer from "@initpack/adapters/db/platform-layer"
import * as ReadCache from "@initpack/adapters/db/read-cache"
import { Transactor } from "@initpack/core/ports/transactor"
import { UserRepository } from "@initpack/core/ports/user-repository"
import { SessionRepository } from "@initpack/core/ports/session-repository"
import { ProjectRepository } from "@initpack/core/ports/project-repository"
import { timeUntil } from "../support/poll"
import { contractBackends, skipNotice, testDatabaseUrl, type TestDatabase } from "../support/databases"

if (!testDatabaseUrl()) skipNotice("read cache on PostgreSQL")

const SESSION_LOOKUP = "FROM sessions s JOIN users u"

/** The client with a count of the session lookups and project lists that reach the database. */
const counting = (raw: SqlClientService) => {
  const reads = { sessions: 0, projects: 0, project: 0 }
  const count = (text: string) => {
    if (text.includes(SESSION_LOOKUP)) reads.sessions++
    if (text.startsWith("SELECT") && text.includes("FROM projects WHERE user_id = $1 AND archived_at")) reads.projects++
    if (text.startsWith("SELECT") && text.includes("FROM projects WHERE user_id = $1 AND id = $2")) reads.project++
  }
  const client: SqlClientService = {
    ...raw,
    query: (text, params) => {
      count(text)
      return raw.query(text, params)
    },
    transaction: (f) =>
      raw.transaction((tx) =>
        f({
          query: (text, params) => {
            count(text)
            return tx.query(text, params)
          }
        })
      ),
    ...(raw.lookup
      ? {
          lookup: (text: string, params?: ReadonlyArray<unknown>) => {
            count(text)
            return raw.lookup!(text, params)
          }
        }
      : {})
  }
  return { client, reads }
}

const runtimeOver = (client: SqlClientService, ttlMs: number) =>
  ManagedRuntime.make(PlatformLayer.layer.pipe(Layer.provide(ReadCache.layer({ ttlMs })), Layer.provide(Layer.succeed(SqlClient, client))))

for (const { label, fresh, run } of contractBackends()) {
  run(`read cache on ${label}`, () => {
    let db: TestDatabase
    let reads: { sessions: number; projects: number; project: number }
    let runtime: ReturnType<typeof runtimeOver>
    let users = 0

    const newUser = () =>
      runtime.runPromise(
        Effect.flatMap(UserRepository, (r) =>
          r.create({ email: `cache${++users}@example.com`, name: "C", jobRole: "PM", country: "GB", passwordHash: "x", roles: ["user"], createdAt: new Date() })
        )
      )
    const newSession = async (userId: number) => {
      const tokenHash = `hash-${userId}-${Math.random()}`
      const now = new Date()
      await runtime.runPromise(
        Effect.flatMap(SessionRepository, (r) => r.create({ tokenHash, userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 3_600_000) }))
      )
      return tokenHash
    }
    const find = (hash: string) => runtime.runPromise(Effect.flatMap(SessionRepository, (r) => r.findWithUser(hash)))
    const list = (userId: number) => runtime.runPromise(Effect.flatMap(ProjectRepository, (r) => r.list(userId, { archived: false })))

    beforeAll(async () => {
      db = (await fresh())!
      const counted = counting(db.client)
      reads = counted.reads
      runtime = runtimeOver(counted.client, 60_000)
      await runtime.runPromise(Effect.void)
    })
    afterAll(async () => {
      await runtime?.dispose()
      await db?.dispose()
    })

    it("answers a repeated session lookup from memory", async () => {
      const user = await newUser()
      const hash = await newSession(user.id)
      const before = reads.sessions
      for (let i = 0; i < 5; i++) expect((await find(hash))?.user.id).toBe(user.id)
      expect(reads.sessions - before).toBe(1)
    })

    it("never answers an ended session after the call that ended it returns (50 times over)", async () => {
      const user = await newUser()
      for (let i = 0; i < 50; i++) {
        const hash = await newSession(user.id)
        expect(await find(hash)).not.toBeNull()
        await runtime.runPromise(Effect.flatMap(SessionRepository, (r) => r.remove(hash)))
        expect(await find(hash)).toBeNull()
      }
    })

    it("sees a write committed by a transaction of this process at once", async () => {
      const user = await newUser()
      const hash = await newSession(user.id)
      await find(hash)
      await runtime.runPromise(
        Effect.flatMap(Transactor, (t) => t.run(Effect.flatMap(SessionRepository, (r) => Effect.asVoid(r.removeForUser(user.id)))))
      )
      expect(await find(hash)).toBeNull()
    })

    it("lists a new project at once and reads the list from memory until then", async () => {
      const user = await newUser()
      const before = reads.projects
      expect(await list(user.id)).toEqual([])
      expect(await list(user.id)).toEqual([])
      expect(reads.projects - before).toBe(1)
      await runtime.runPromise(Effect.flatMap(ProjectRepository, (r) => r.create({ userId: user.id, name: "Fresh", methodology: "waterfall", createdAt: new Date() })))
      expect((await list(user.id)).map((p) => p.name)).toEqual(["Fresh"])
    })

    it("opens a project by id from memory and sees its archiving, and its deletion by another connection", async () => {
      const user = await newUser()
      const projects = (f: (r: Context.Tag.Service<typeof ProjectRepository>) => Effect.Effect<any, any>) => runtime.runPromise(Effect.flatMap(ProjectRepository, f))
      const created = await projects((r) => r.create({ userId: user.id, name: "Opened often", methodology: "agile", createdAt: new Date() }))
      const before = reads.project
      for (let i = 0; i < 4; i++) expect((await projects((r) => r.findById(user.id, created.id)))?.name).toBe("Opened often")
      expect(reads.project - before).toBe(1)
      expect((await projects((r) => r.findByName(user.id, "opened OFTEN")))?.id).toBe(created.id)
      await projects((r) => r.setArchived(user.id, created.id, new Date()))
      expect((await projects((r) => r.findById(user.id, created.id)))?.archivedAt).toBeInstanceOf(Date)
      expect((await projects((r) => r.findByName(user.id, "opened OFTEN")))?.archivedAt).toBeInstanceOf(Date)
      const other = label === "PostgreSQL" ? postgres(db.url!, { max: 1, onnotice: () => {} }) : null
      try {
        if (other) await other.unsafe("DELETE FROM projects WHERE id = $1", [created.id])
        else await db.client.query("DELETE FROM projects WHERE id = $1", [created.id])
        await timeUntil(async () => (await projects((r) => r.findById(user.id, created.id))) === null, 1000)
      } finally {
        await other?.end({ timeout: 5 })
      }
    })

    it("keeps one user's entries apart from another's: a change to one leaves the other cached", async () => {
      const [a, b] = [await newUser(), await newUser()]
      const [ha, hb] = [await newSession(a.id), await newSession(b.id)]
      await find(ha)
      await find(hb)
      await runtime.runPromise(Effect.flatMap(UserRepository, (r) => r.setRoles(a.id, ["user", "admin"])))
      const before = reads.sessions
      expect((await find(ha))?.user.roles).toEqual(["user", "admin"])
      expect((await find(hb))?.user.id).toBe(b.id)
      expect(reads.sessions - before).toBe(1)
    })

    it("does not use the cache inside a transaction", async () => {
      const user = await newUser()
      const hash = await newSession(user.id)
      await find(hash)
      const before = reads.sessions
      const inTx = Effect.flatMap(Transactor, (t) => t.run(Effect.flatMap(SessionRepository, (r) => r.findWithUser(hash))))
      await runtime.runPromise(inTx)
      await runtime.runPromise(inTx)
      expect(reads.sessions - before).toBe(2)
    })

    it("sees a change made by another connection, outside this process's repositories", async () => {
      const user = await newUser()
      const hash = await newSession(user.id)
      expect((await find(hash))?.user.isActive).toBe(true)
      const other = label === "PostgreSQL" ? postgres(db.url!, { max: 1, onnotice: () => {} }) : null
      try {
        if (other) await other.unsafe("UPDATE users SET is_active = false WHERE id = $1", [user.id])
        else await db.client.query("UPDATE users SET is_active = false WHERE id = $1", [user.id])
        // PostgreSQL delivers the notification a moment after the commit; PGlite with the statement
        const took = await timeUntil(async () => (await find(hash))?.user.isActive === false, 2000)
        expect(took).toBeLessThan(1000)
      } finally {
        await other?.end({ timeout: 5 })
      }
    })

    it("reads again once a value is older than the time to live", async () => {
      const counted = counting(db.client)
      const short = runtimeOver(counted.client, 60)
      try {
        const user = await newUser()
        const hash = await newSession(user.id)
        const lookup = () => short.runPromise(Effect.flatMap(SessionRepository, (r) => r.findWithUser(hash)))
        await lookup()
        await lookup()
        expect(counted.reads.sessions).toBe(1)
        await new Promise((r) => setTimeout(r, 90))
        await lookup()
        expect(counted.reads.sessions).toBe(2)
      } finally {
        await short.dispose()
      }
    })

    it("stays off when its own notification never comes back (a listen that carries nothing, as behind a transaction pooler)", async () => {
      const counted = counting(db.client)
      const deaf: SqlClientService = { ...counted.client, listen: (channel, _onPayload, onLive) => db.client.listen!(channel, () => {}, onLive) }
      const runtime = runtimeOver(deaf, 60_000)
      try {
        const user = await newUser()
        const hash = await newSession(user.id)
        for (let i = 0; i < 3; i++) await runtime.runPromise(Effect.flatMap(SessionRepository, (r) => r.findWithUser(hash)))
        expect(counted.reads.sessions).toBe(3)
      } finally {
        await runtime.dispose()
      }
    })

    if (label === "PostgreSQL") {
      it("stops serving from memory when the listening connection is lost, and resumes once it listens again", async () => {
        const user = await newUser()
        const hash = await newSession(user.id)
        await find(hash)
        const admin = postgres(db.url!, { max: 1, onnotice: () => {} })
        try {
          const ended = await admin.unsafe(
            "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN initpack_changes%'"
          )
          expect(ended.length).toBe(1)
          // until it listens again, every lookup goes to the database (a change now would be missed)
          await timeUntil(async () => {
            const before = reads.sessions
            await find(hash)
            return reads.sessions - before === 1
          }, 2000)
          await admin.unsafe("UPDATE users SET name = 'Renamed while deaf' WHERE id = $1", [user.id])
          expect((await find(hash))?.user.name).toBe("Renamed while deaf")
          // listening again (retried every second): lookups are served from memory once more
          await timeUntil(async () => {
            await find(hash)
            const before = reads.sessions
            await find(hash)
            return reads.sessions === before
          }, 5000)
          await admin.unsafe("UPDATE users SET name = 'Renamed after' WHERE id = $1", [user.id])
          await timeUntil(async () => (await find(hash))?.user.name === "Renamed after", 1000)
        } finally {
          await admin.end({ timeout: 5 })
        }
      })
    }
  })
}
