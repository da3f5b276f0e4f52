import { afterAll, beforeAll, describe, expect, it } from "vitest"
import fc from "fast-check"
import { backends, noticeIfPostgresSkipped, startTestServer, subscribedUser, type TestServer } from "../support/server"

noticeIfPostgresSkipped("malformed body API tests")

/** Routes that read a body, with the keys they require as text. */
const bodyRoutes: Array<[string, Array<string>]> = [
  ["/api/auth/register", ["email", "password", "role", "country"]],
  ["/api/auth/login", ["email", "password"]],
  ["/api/auth/2fa/activate", ["secret", "code"]],
  ["/api/auth/password/request", ["email"]],
  ["/api/auth/password/reset/request", ["email"]],
  ["/api/auth/password/reset", ["token", "new_password"]],
  ["/api/auth/password/reset/confirm", ["token", "password"]],
  ["/api/projects", ["name"]],
  ["/api/auth/projects", ["name"]],
  ["/api/subscriptions/subscribe", ["plan_code", "challenge_id", "sig"]]
]

/** Routes that take no body: whatever is sent, never a 500. */
const bodylessRoutes = ["/api/auth/logout", "/api/auth/refresh", "/api/auth/2fa/setup", "/api/auth/2fa/disable", "/api/subscriptions/free"]

const notText = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }))

/** 50 bodies that can never be valid for a route requiring `keys` as text. */
const malformed = (keys: Array<string>, seed: number): Array<string> =>
  fc.sample(
    fc.oneof(
      // not JSON at all
      fc.string().map((s) => `{${s}`),
      fc.constantFrom("", "{", "nul", "{'a':1}", "[1,2", "\u0000", "{\"email\":}"),
      // JSON, but not an object
      fc.oneof(fc.integer(), fc.string(), fc.array(fc.jsonValue(), { maxLength: 4 }), fc.constant(null), fc.boolean()).map((v) => JSON.stringify(v)),
      // every required key with a non-text value
      fc.tuple(...keys.map(() => notText)).map((values) => JSON.stringify(Object.fromEntries(keys.map((k, i) => [k, values[i]])))),
      // required keys missing, noise instead
      fc.dictionary(fc.string().map((k) => `x_${k}`), fc.jsonValue(), { maxKeys: 4 }).map((v) => JSON.stringify(v))
    ),
    { numRuns: 50, seed }
  ).filter((b) => b !== "{}" || keys.length > 0)

describe.each(backends())("malformed bodies on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("50 malformed bodies per route give 4xx, never 500", async () => {
    const { client } = await subscribedUser(server.url)
    let seed = 42
    for (const [path, keys] of bodyRoutes) {
      const bodies = malformed(keys, seed++)
      expect(bodies.length).toBeGreaterThanOrEqual(49)
      for (const raw of bodies) {
        const r = await client.call("POST", path, undefined, { raw })
        if (r.status < 400 || r.status >= 500) throw new Error(`${path} answered ${r.status} to ${JSON.stringify(raw)}: ${r.text}`)
        expect(r.json?.error).toBeTypeOf("string")
      }
    }
    for (const path of bodylessRoutes) {
      for (const raw of malformed(["code"], seed++)) {
        const r = await client.call("POST", path, undefined, { raw })
        if (r.status >= 500) throw new Error(`${path} answered ${r.status} to ${JSON.stringify(raw)}: ${r.text}`)
      }
    }
  }, 120_000)
})
