// A risk edited in another tab while its mitigation is being drafted: the draft is not stored over the
// edit (409 with the stored row) and, as nothing was delivered, it does not count as an AI use.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { STALE_VERSION } from "@initpack/core/use-cases/waterfall/texts"
import { MITIGATION_ACTION } from "@initpack/core/use-cases/waterfall/draft-risk-mitigation"
import { jsonCompletion, startOpenAiTestServer, type OpenAiTestServer } from "../../support/openai-test-server"
import { startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject, q } from "./waterfall-support"

describe("risk mitigation drafted while the risk changes (OpenAI-compatible drafter, PGlite)", () => {
  let ai: OpenAiTestServer
  let server: TestServer
  const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY }

  beforeAll(async () => {
    // each mitigation answer takes 400 ms: time for the other tab's edit to land first
    ai = await startOpenAiTestServer(() => ({ ...jsonCompletion({ mitigation: "Qualify a second vendor now.", contingency: "Switch to the second vendor." }), delayMs: 400 }))
    process.env.OPENAI_BASE_URL = ai.baseURL
    process.env.OPENAI_API_KEY = "test-key"
    server = await startTestServer("pglite")
  })
  afterAll(async () => {
    await server?.stop()
    await ai?.close()
    if (saved.base === undefined) delete process.env.OPENAI_BASE_URL
    else process.env.OPENAI_BASE_URL = saved.base
    if (saved.key === undefined) delete process.env.OPENAI_API_KEY
    else process.env.OPENAI_API_KEY = saved.key
  })

  const uses = async (userId: number) =>
    (await server.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM usage_events WHERE user_id = $1 AND action = $2", [userId, MITIGATION_ACTION]))[0]!.n

  it("answers 409 with the edited row, keeps the edit, and counts no AI use; a retry on the new version is stored and counted", async () => {
    const { client, projectName, id: userId } = await paidUserWithProject(server, "Mitigation Race")
    const added = await client.post("/api/risk/add", { project_name: projectName, risk: { title: "Vendor delay" } })
    expect(added.status).toBe(200)
    const risk = added.json.risk
    const read = async () => ((await client.get(`/api/risk/list${q({ project_name: projectName })}`)).json.risks as Array<any>).find((r) => r.id === risk.id)
    const request = { project_name: projectName, risk_id: risk.id, title: risk.title, category: "Vendor", likelihood: "High", impact: "High" }

    const drafting = client.post("/api/risk/mitigation", { ...request, version: risk.version })
    await expect.poll(() => ai.requests.length, { timeout: 5000 }).toBe(1)
    const edited = await client.post("/api/risk/update", { project_name: projectName, risk_id: risk.id, fields: { title: "Vendor delivers late" }, version: risk.version })
    expect(edited.status).toBe(200)

    const stale = await drafting
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ error: STALE_VERSION, current_version: edited.json.risk.version, current: { id: risk.id, title: "Vendor delivers late" } })
    expect(await read()).toMatchObject({ title: "Vendor delivers late", version: edited.json.risk.version })
    expect(await uses(userId)).toBe(0)

    const retried = await client.post("/api/risk/mitigation", { ...request, version: edited.json.risk.version })
    expect(retried.status).toBe(200)
    expect(retried.json.risk).toMatchObject({ title: "Vendor delivers late", mitigation: "Qualify a second vendor now." })
    expect(await uses(userId)).toBe(1)
  })
})
