// PGlite runs statements with parameters prepared (adapters/src/db/pglite-statements.ts): each text is
// parsed once, values keep PGlite's own serialisation, errors leave the database usable, and statements
// from outside a transaction never run inside someone else's open transaction.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { freshPglite, type TestDatabase } from "../support/databases"

describe("PGlite prepared statements", () => {
  let db: TestDatabase
  beforeEach(async () => {
    db = await freshPglite()
    await db.client.exec("CREATE TABLE probe (k text PRIMARY KEY, n int, at timestamptz, doc jsonb, flag boolean)")
  })
  afterEach(() => db.dispose())

  it("prepares each text once and reuses it", async () => {
    const text = "SELECT n FROM probe WHERE k = $1"
    for (let i = 0; i < 5; i++) await db.client.query(text, [`k${i}`])
    const prepared = await db.client.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements WHERE statement = $1", [text])
    expect(prepared).toHaveLength(1)
  })

  it("round-trips dates, JSON, booleans and nulls as PGlite's own query does", async () => {
    const at = new Date("2026-03-02T10:15:00.000Z")
    await db.client.query("INSERT INTO probe (k, n, at, doc, flag) VALUES ($1, $2, $3, $4, $5)", ["a", 7, at, { list: [1, "two"], quote: "it's" }, false])
    await db.client.query("INSERT INTO probe (k, n, at, doc, flag) VALUES ($1, $2, $3, $4, $5)", ["b", null, null, null, null])
    const [a] = await db.client.query<{ n: number; at: Date; doc: unknown; flag: boolean }>("SELECT n, at, doc, flag FROM probe WHERE k = $1", ["a"])
    expect(a).toEqual({ n: 7, at, doc: { list: [1, "two"], quote: "it's" }, flag: false })
    const [b] = await db.client.query("SELECT n, at, doc, flag FROM probe WHERE k = $1", ["b"])
    expect(b).toEqual({ n: null, at: null, doc: null, flag: null })
    // a value that looks like SQL is only ever a value
    await db.client.query("INSERT INTO probe (k) VALUES ($1)", ["x'); DROP TABLE probe; --"])
    expect(await db.client.query("SELECT k FROM probe WHERE k = $1", ["x'); DROP TABLE probe; --"])).toHaveLength(1)
  })

  it("stays usable after a statement fails", async () => {
    await expect(db.client.query("SELECT n FROM probe WHERE n = $1", ["not a number"])).rejects.toThrow(/invalid input syntax/)
    await expect(db.client.query("INSERT INTO probe (k) VALUES ($1)", [null])).rejects.toThrow(/null value/)
    await db.client.query("INSERT INTO probe (k, n) VALUES ($1, $2)", ["ok", 1])
    expect(await db.client.query("SELECT n FROM probe WHERE k = $1", ["ok"])).toEqual([{ n: 1 }])
  })

  it("a statement from outside waits for an open transaction and never sees its rows early", async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let inserted!: () => void
    const didInsert = new Promise<void>((resolve) => (inserted = resolve))
    const transaction = db.client.transaction(async (tx) => {
      await tx.query("INSERT INTO probe (k, n) VALUES ($1, $2)", ["tx", 1])
      inserted()
      await held
      await tx.query("UPDATE probe SET n = $1 WHERE k = $2", [2, "tx"])
    })
    await didInsert
    let outsideDone = false
    const outside = db.client.query<{ n: number }>("SELECT n FROM probe WHERE k = $1", ["tx"]).then((rows) => {
      outsideDone = true
      return rows
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(outsideDone).toBe(false)
    release()
    await transaction
    expect(await outside).toEqual([{ n: 2 }])
  })

  it("rolls back prepared writes when the transaction throws", async () => {
    await expect(
      db.client.transaction(async (tx) => {
        await tx.query("INSERT INTO probe (k, n) VALUES ($1, $2)", ["gone", 1])
        throw new Error("abort")
      })
    ).rejects.toThrow("abort")
    expect(await db.client.query("SELECT k FROM probe WHERE k = $1", ["gone"])).toEqual([])
  })
})
