import { ApiClient, register, subscribedUser } from "../../support/server"

/** A paid user with one agile project. */
export const agileUser = async (baseUrl: string, projectName = "Harbour App") => {
  const user = await subscribedUser(baseUrl)
  const created = await user.client.post("/api/projects", { name: projectName, methodology: "agile" })
  if (created.status !== 201) throw new Error(`create agile project failed: ${created.status} ${created.text}`)
  return { ...user, projectId: created.json.id as number, projectName }
}

/** A user on the free plan (waterfall only). */
export const freeUser = async (baseUrl: string) => {
  const client = new ApiClient(baseUrl)
  await register(client)
  const free = await client.post("/api/subscriptions/free", {})
  if (free.status !== 200) throw new Error(`free plan failed: ${free.status} ${free.text}`)
  return client
}

export const SUMMARY =
  "A mobile app for harbour ferry commuters to buy tickets, see live departures and get disruption alerts, replacing paper tickets within six months."
