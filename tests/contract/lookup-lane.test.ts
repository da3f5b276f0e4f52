// The lookup lane of the SQL client (adapters/src/db/sql-client.ts): on PostgreSQL, lookups share one
// pipelined connection apart from the pool; inside a transaction they read that transaction's rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import { CurrentTransaction, lookupWith } from "@initpack/adapters/db/current-executor"
import { contractBackends, skipNotice, testDatabaseUrl, type TestDatabase } from "../support/databases"

if (!testDatabaseUrl()) skipNotice("lookup lane on PostgreSQL")

for (const { label, fresh, run } of contractBackends()) {
  run(`lookup lane on ${label}`, () => {
    let db: TestDatabase
    beforeAll(async () => {
      db = (await fresh())!
      await db.client.exec("CREATE TABLE lane_probe (k text PRIMARY KEY, v int NOT NULL)")
    })
    afterAll(() => db?.dispose())

    it("sees what the pool committed, and answers concurrent lookups in order", async () => {
      await db.client.query("INSERT INTO lane_probe (k, v) VALUES ($1, $2)", ["a", 1])
      const lookup = lookupWith(db.client)
      const rows = await Promise.all(Array.from({ length: 20 }, (_, i) => Effect.runPromise(lookup<{ v: number; i: number }>("SELECT v, $2::int AS i FROM lane_probe WHERE k = $1", ["a", i]))))
      expect(rows.map((r) => r[0]?.i)).toEqual(Array.from({ length: 20 }, (_, i) => i))
      expect(rows.every((r) => r[0]?.v === 1)).toBe(true)
    })

    it("inside a transaction reads the transaction's own uncommitted rows", async () => {
      const lookup = lookupWith(db.client)
      const seen = await db.client.transaction(async (tx) => {
        await tx.query("INSERT INTO lane_probe (k, v) VALUES ($1, $2)", ["in-tx", 7])
        return Effect.runPromise(Effect.locally(lookup<{ v: number }>("SELECT v FROM lane_probe WHERE k = $1", ["in-tx"]), CurrentTransaction, tx))
      })
      expect(seen[0]?.v).toBe(7)
    })

    if (label === "PostgreSQL") {
      it("runs on one connection of its own, apart from the pool", async () => {
        const lookup = db.client.lookup!
        const lanePids = await Promise.all(Array.from({ length: 12 }, () => lookup<{ pid: number }>("SELECT pg_backend_pid() AS pid WHERE $1::int = 1", [1])))
        const distinctLane = new Set(lanePids.map((r) => r[0]!.pid))
        expect(distinctLane.size).toBe(1)
        // the lane is a client of its own: pooled statements run on other backends
        const pooled = await db.client.transaction((tx) => tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid"))
        expect(pooled[0]!.pid).not.toBe([...distinctLane][0])
      })
    }
  })
}
