// Module reads and /auth/me kept whole per session and URL (apps/server/src/http/module-read.ts, keptAnswers): a kept answer
// never outlives what the route would check itself. With a clock the test moves: reading only module lists keeps
// the session alive (the activity write still happens), an idle session or an ended subscription period is
// refused at once although the answer was kept, and a sign-out or a save on the same server is seen at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, noticeIfPostgresSkipped, PASSWORD, register, subscribe } from "../support/server"
import { fakeClock, startClockServer } from "./billing/clock-server"

noticeIfPostgresSkipped("kept module answers")

// in the future of the real clock: session cookies carry real expiry dates
const T0 = new Date("2027-03-01T09:00:00Z")
const at = (ms: number) => new Date(T0.getTime() + ms)
const MINUTE = 60_000

describe.each(backends())("kept module answers on %s (fake clock)", (backend) => {
  const clock = fakeClock(T0)
  let server: Awaited<ReturnType<typeof startClockServer>>
  beforeAll(async () => {
    server = await startClockServer(backend, clock, { SESSION_IDLE_MINUTES: "5" })
  })
  afterAll(async () => {
    await server?.stop()
  })

  const withRegister = async () => {
    clock.set(T0)
    const client = new ApiClient(server.url)
    const { email } = await register(client)
    expect((await subscribe(client)).status).toBe(200)
    const project = (await client.post("/api/projects", { name: "Kept register", methodology: "waterfall" })).json
    expect((await client.post("/api/risk/add", { project_id: project.id, risk: { title: "Supplier late" } })).status).toBe(200)
    const list = () => client.get(`/api/risk/list?project_id=${project.id}`)
    return { client, project, list, email }
  }

  it("reading only module lists keeps the session alive; once idle, the kept answer is refused (401)", async () => {
    const { client, list } = await withRegister()
    const me = async () => (await client.get("/api/auth/me")).json.authenticated
    for (let i = 0; i < 3; i++) expect((await list()).status).toBe(200)
    clock.set(at(4 * MINUTE))
    expect((await list()).status).toBe(200)
    // 8 minutes after sign-in, 4 after the last activity write: still signed in (idle limit 5 minutes)
    clock.set(at(8 * MINUTE))
    expect((await list()).status).toBe(200)
    for (let i = 0; i < 3; i++) expect(await me()).toBe(true)
    // 5 minutes and a second without a request
    clock.set(at(13 * MINUTE + 1000))
    expect(await me()).toBe(false)
    expect((await list()).status).toBe(401)
  })

  it("a kept answer is not served past the end of the subscription period (402)", async () => {
    const { client, list, email } = await withRegister()
    const end = new Date((await client.get("/api/subscriptions/me")).json.current_period_end)
    expect(end.getTime()).toBeGreaterThan(T0.getTime())
    // signed in again 30 s before the period ends; the answer kept then would hold 60 s by the session alone
    clock.set(new Date(end.getTime() - 30_000))
    expect((await client.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200)
    for (let i = 0; i < 3; i++) expect((await list()).status).toBe(200)
    clock.set(new Date(end.getTime() + 1000))
    expect((await list()).status).toBe(402)
  })

  it("a sign-out or a save on the same server is seen by the next read at once", async () => {
    const { client, project, list } = await withRegister()
    for (let i = 0; i < 3; i++) expect((await list()).json.risks.map((r: { title: string }) => r.title)).toEqual(["Supplier late"])
    expect((await client.post("/api/risk/add", { project_id: project.id, risk: { title: "Venue closed" } })).status).toBe(200)
    expect((await list()).json.risks.map((r: { title: string }) => r.title)).toEqual(["Supplier late", "Venue closed"])
    const cookies = new Map(client.cookies)
    expect((await client.post("/api/auth/logout", {})).status).toBe(200)
    // the same cookie sent again, as a second tab or a copied cookie would
    const replay = new ApiClient(server.url)
    for (const [k, v] of cookies) replay.cookies.set(k, v)
    expect((await replay.get(`/api/risk/list?project_id=${project.id}`)).status).toBe(401)
  })
})
