import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, noticeIfPostgresSkipped, startTestServer, subscribedUser, type TestServer } from "../support/server"

noticeIfPostgresSkipped("project ownership API tests")

/** Every project route that names a project; {id} and {name} are filled in. */
const namedRoutes: Array<[string, string]> = [
  ["GET", "/api/auth/projects/{id}"],
  ["GET", "/api/auth/projects/{id}/delivery"],
  ["POST", "/api/auth/projects/{id}/archive"],
  ["POST", "/api/auth/projects/{id}/unarchive"],
  ["GET", "/api/projects/{id}"],
  ["GET", "/api/projects/{id}/delivery"],
  ["POST", "/api/projects/{id}/archive"],
  ["POST", "/api/projects/{id}/unarchive"],
  ["GET", "/api/projects?id={id}"],
  ["GET", "/api/projects?name={name}"],
  ["GET", "/api/auth/projects?name={name}"]
]

const listRoutes: Array<[string, string]> = [
  ["GET", "/api/auth/projects"],
  ["GET", "/api/auth/projects?q=a"],
  ["GET", "/api/auth/projects/archived"],
  ["POST", "/api/auth/projects"],
  ["POST", "/api/projects"],
  ["GET", "/api/projects"],
  ["GET", "/api/projects/plan"],
  ["GET", "/api/projects/capacity"],
  ["GET", "/api/projects/check-name?name=x"],
  ["GET", "/api/projects/can-create"]
]

describe.each(backends())("project ownership on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("another user's project answers 404 on every route; anonymous callers get 401", async () => {
    const owner = await subscribedUser(server.url)
    const project = (await owner.client.post("/api/projects", { name: "Owner Only", methodology: "waterfall" })).json
    const other = await subscribedUser(server.url)
    const fill = (path: string) => path.replace("{id}", String(project.id)).replace("{name}", encodeURIComponent(project.name))

    for (const [method, path] of namedRoutes) {
      const r = await other.client.call(method, fill(path), method === "POST" ? {} : undefined)
      expect([path, r.status]).toEqual([path, 404])
      const owned = await owner.client.call(method, fill(path), method === "POST" ? {} : undefined)
      expect([path, owned.status]).toEqual([path, 200])
    }
    expect((await other.client.get("/api/projects/check-name?name=Owner%20Only")).json).toEqual({ exists: false })
    expect((await other.client.get("/api/auth/projects")).json.projects).toEqual([])

    const anon = new ApiClient(server.url)
    for (const [method, path] of [...namedRoutes, ...listRoutes]) {
      const r = await anon.call(method, fill(path), method === "POST" ? { name: "x", methodology: "waterfall" } : undefined)
      expect([path, r.status]).toEqual([path, 401])
    }
  })
})
