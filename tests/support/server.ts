import { readConfig } from "../../apps/server/src/config"
import { startServer, type RunningServer } from "../../apps/server/src/main"
import { freshPglite, freshPostgres, testDatabaseUrl, type TestDatabase } from "./databases"

export type Backend = "pglite" | "postgres"

/** The backends to run API tests on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends = (): Array<Backend> => (testDatabaseUrl() ? ["pglite", "postgres"] : ["pglite"])

export const noticeIfPostgresSkipped = (what: string) => {
  if (!testDatabaseUrl()) console.warn(`[skip] ${what} on PostgreSQL: TEST_DATABASE_URL is not set`)
}

export interface TestServer extends RunningServer {
  readonly backend: Backend
  readonly db: TestDatabase
  readonly stop: () => Promise<void>
}

/** Starts the real server on a free port against a fresh PGlite (cloned migrated template) or a fresh PostgreSQL database. */
export const startTestServer = async (backend: Backend, env: Record<string, string> = {}): Promise<TestServer> => {
  const db = backend === "pglite" ? await freshPglite() : await freshPostgres()
  if (!db) throw new Error("TEST_DATABASE_URL is not set")
  // scheduled jobs stay off in tests unless a test turns them on: a purge mid-test would race its checks
  const config = readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "test-secret", JOBS_IN_PROCESS: "false", ...env })
  const server = await startServer({ config, sql: db.client, quiet: true, mailLog: () => {} })
  return {
    ...server,
    backend,
    db,
    stop: async () => {
      await server.close()
      await db.dispose()
    }
  }
}

/** A fetch client with a cookie jar that sends JSON and the server's own Origin, as the web app does. */
export class ApiClient {
  readonly cookies = new Map<string, string>()
  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, body?: unknown, init: { headers?: Record<string, string>; raw?: string } = {}) {
    const headers: Record<string, string> = { origin: this.baseUrl, ...init.headers }
    if (method !== "GET") headers["content-type"] ??= "application/json"
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ")
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: init.raw !== undefined ? init.raw : method === "GET" ? undefined : JSON.stringify(body ?? {})
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";")
      const eq = pair!.indexOf("=")
      const name = pair!.slice(0, eq)
      const value = pair!.slice(eq + 1)
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await res.text()
    let json: any = null
    try {
      json = JSON.parse(text)
    } catch {
      json = null
    }
    return { status: res.status, json, text, headers: res.headers }
  }

  get = (path: string) => this.call("GET", path)
  post = (path: string, body?: unknown) => this.call("POST", path, body)
}

let seq = 0
export const uniqueEmail = (tag = "user") => `${tag}.${process.pid}.${Date.now()}.${++seq}@example.com`

export const PASSWORD = "correct horse battery"

/** Registers a user (signed in afterwards). */
export const register = async (client: ApiClient, email = uniqueEmail()) => {
  const r = await client.post("/api/auth/register", { email, password: PASSWORD, name: "Test User", role: "Project Manager", country: "United Kingdom" })
  if (r.status !== 201) throw new Error(`register failed: ${r.status} ${r.text}`)
  return { email, id: r.json.user.id as number }
}

/**
 * Solves the a+b challenge and subscribes to a paid plan. When the checkout port answers a
 * checkout_url (the local card checkout), the purchase is confirmed there as the browser would.
 */
export const subscribe = async (client: ApiClient, planCode = "monthly") => {
  const ch = await client.get("/api/subscriptions/gotcha/new")
  if (ch.status !== 200) throw new Error(`challenge failed: ${ch.status} ${ch.text}`)
  const { challenge_id, a, b, sig } = ch.json
  const answer = await client.post("/api/subscriptions/subscribe", { plan_code: planCode, challenge_id, a, b, sig, answer: a + b })
  if (answer.status !== 200 || typeof answer.json?.checkout_url !== "string") return answer
  const url = new URL(answer.json.checkout_url, client.baseUrl)
  if (url.origin !== new URL(client.baseUrl).origin) throw new Error(`external checkout ${url} cannot be confirmed in tests`)
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ")
  await fetch(`${url.origin}${url.pathname.replace(/\/+$/, "")}/confirm`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: client.baseUrl, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: ""
  })
  const me = await client.get("/api/subscriptions/me")
  return { ...answer, json: { ...answer.json, ...me.json, ok: true } }
}

/** Presses Confirm on the local checkout page (a form post, as the browser sends it); answers the redirect. */
export const confirmCheckout = async (client: ApiClient, checkoutUrl: string) => {
  const headers: Record<string, string> = { origin: client.baseUrl, "content-type": "application/x-www-form-urlencoded" }
  if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ")
  const res = await fetch(new URL(`${checkoutUrl}/confirm`, client.baseUrl), { method: "POST", headers, body: "", redirect: "manual" })
  await res.text()
  return { status: res.status, location: res.headers.get("location") }
}

/** A signed-in user with an active monthly plan. */
export const subscribedUser = async (baseUrl: string) => {
  const client = new ApiClient(baseUrl)
  const user = await register(client)
  const s = await subscribe(client)
  if (s.status !== 200) throw new Error(`subscribe failed: ${s.status} ${s.text}`)
  return { client, ...user }
}
