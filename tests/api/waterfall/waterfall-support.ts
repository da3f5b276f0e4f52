import { ApiClient, register, subscribedUser } from "../../support/server"

/** A paid user with one waterfall project. */
export const paidUserWithProject = async (baseUrl: string, name = "Harbour Data Centre Migration") => {
  const user = await subscribedUser(baseUrl)
  const created = await user.client.post("/api/projects", { name, methodology: "waterfall" })
  if (created.status !== 201) throw new Error(`create project failed: ${created.status} ${created.text}`)
  return { ...user, projectId: created.json.id as number, projectName: name }
}

/** A free-plan user with its one waterfall project. */
export const freeUserWithProject = async (baseUrl: string, name = "Free Plan Pilot") => {
  const client = new ApiClient(baseUrl)
  await register(client)
  const free = await client.post("/api/subscriptions/free", {})
  if (free.status !== 200) throw new Error(`free activation failed: ${free.status} ${free.text}`)
  const created = await client.post("/api/projects", { name, methodology: "waterfall" })
  if (created.status !== 201) throw new Error(`create project failed: ${created.status} ${created.text}`)
  return { client, projectId: created.json.id as number, projectName: name }
}

export const q = (params: Record<string, string | number>) =>
  "?" + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
