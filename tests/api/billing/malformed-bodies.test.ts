import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, subscribedUser, type TestServer } from "../../support/server"
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin } from "../admin/admin-client"

// Like tests/api/malformed-bodies.test.ts for the billing, feedback and admin routes: 50 bodies each, never a 500.
describe("malformed bodies on billing, feedback and admin routes (PGlite)", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer("pglite", { ADMIN_EMAIL, ADMIN_PASSWORD })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("answers 4xx (or 2xx for a body that happens to be valid), never 5xx", async () => {
    const user = await subscribedUser(server.url)
    const admin = await signInAdmin(server.url)
    const bodies = fc.sample(
      fc.oneof(
        fc.string().map((s) => ({ raw: s })),
        fc.jsonValue().map((v) => ({ raw: JSON.stringify(v) })),
        fc.dictionary(fc.constantFrom("bundles", "projects", "message", "type", "name", "email", "is_active", "plan"), fc.jsonValue()).map((v) => ({ raw: JSON.stringify(v) }))
      ),
      { numRuns: 50, seed: 4 }
    )
    const routes: Array<[typeof user.client, string, string]> = [
      [user.client, "POST", "/api/billing/topups/checkout"],
      [user.client, "POST", "/api/feedback/submit"],
      [admin, "PATCH", `/api/admin/users/${user.id}`],
      [admin, "POST", `/api/admin/users/${user.id}/topups`]
    ]
    for (const [client, method, path] of routes) {
      for (const body of bodies) {
        const r = await client.call(method, path, undefined, { raw: body.raw })
        expect(r.status, `${method} ${path} ${body.raw.slice(0, 80)}`).toBeLessThan(500)
      }
    }
  })
})
