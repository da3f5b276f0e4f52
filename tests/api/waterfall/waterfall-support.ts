import { ApiClient, register, subscribe, type TestServer } from "../../support/server"

/**
 * A signed-in user with an active monthly plan: through the subscribe call, or, when the checkout flow
 * needs a payment step, with the subscription row written directly (these tests are about the modules).
 */
export const paidUser = async (server: TestServer) => {
  const client = new ApiClient(server.url)
  const user = await register(client)
  await subscribe(client)
  const me = await client.get("/api/subscriptions/me")
  if (me.json?.status !== "active") {
    const now = Date.now()
    await server.db.client.query(
      "INSERT INTO subscriptions (user_id, plan_code, status, current_period_start, current_period_end, created_at) VALUES ($1, 'monthly', 'active', $2, $3, $2)",
      [user.id, new Date(now - 60_000), new Date(now + 30 * 86_400_000)]
    )
  }
  return { client, ...user }
}

/** A paid user with one waterfall project. */
export const paidUserWithProject = async (server: TestServer, name = "Harbour Data Centre Migration") => {
  const user = await paidUser(server)
  const created = await user.client.post("/api/projects", { name, methodology: "waterfall" })
  if (created.status !== 201) throw new Error(`create project failed: ${created.status} ${created.text}`)
  return { ...user, projectId: created.json.id as number, projectName: name }
}

/** A free-plan user with its one waterfall project. */
export const freeUserWithProject = async (server: TestServer, name = "Free Plan Pilot") => {
  const client = new ApiClient(server.url)
  await register(client)
  const free = await client.post("/api/subscriptions/free", {})
  if (free.status !== 200) throw new Error(`free activation failed: ${free.status} ${free.text}`)
  const created = await client.post("/api/projects", { name, methodology: "waterfall" })
  if (created.status !== 201) throw new Error(`create project failed: ${created.status} ${created.text}`)
  return { client, projectId: created.json.id as number, projectName: name }
}

/** Adds one WBS row to the user's project through the API; throws unless it is created. */
export const wbsAdder =
  (user: { readonly client: ApiClient; readonly projectId: number }) =>
  async (body: object) => {
    const r = await user.client.post("/api/wbs/item", { project_id: user.projectId, ...body })
    if (r.status !== 201) throw new Error(`add failed: ${r.status} ${r.text}`)
    return r.json.item
  }

export const q = (params: Record<string, string | number>) =>
  "?" + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
