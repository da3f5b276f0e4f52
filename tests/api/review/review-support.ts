// Board review API tests (issue 36): a server with a clock the test moves, and helpers for the review flow.
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Clock } from "@initpack/core/ports/clock"
import { readConfig } from "../../../apps/server/src/config"
import { startServer } from "../../../apps/server/src/main"
import { freshPglite, freshPostgres } from "../../support/databases"
import { ApiClient, subscribedUser, type Backend, type TestServer } from "../../support/server"

/** A clock `days` ahead of the system's when moved (the token expiry test). */
export class MovableClock {
  offsetMs = 0
  readonly layer = Layer.succeed(Clock, { now: Effect.sync(() => new Date(Date.now() + this.offsetMs)) })
  moveDays(days: number) {
    this.offsetMs += days * 24 * 60 * 60 * 1000
  }
  reset() {
    this.offsetMs = 0
  }
}

export interface ReviewServer extends TestServer {
  readonly clock: MovableClock
  readonly lines: Array<string>
}

/** The real server on a fresh database with a movable clock; every log line (request lines and the outbox's mail echo) is kept. */
export const startReviewServer = async (backend: Backend, env: Record<string, string> = {}): Promise<ReviewServer> => {
  const db = backend === "pglite" ? await freshPglite() : await freshPostgres()
  if (!db) throw new Error("TEST_DATABASE_URL is not set")
  const clock = new MovableClock()
  const lines: Array<string> = []
  const config = readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "test-secret", JOBS_IN_PROCESS: "false", ...env })
  const server = await startServer({ config, sql: db.client, quiet: true, clock: clock.layer, logSink: (line) => lines.push(line) })
  return {
    ...server,
    backend,
    db,
    clock,
    lines,
    stop: async () => {
      await server.close()
      await db.dispose()
    }
  }
}

export const TOKEN_HEADER = "x-review-token"

/** A reviewer's browser: no session, the token in the X-Review-Token header. */
export const reviewer = (baseUrl: string, token: string) => {
  const client = new ApiClient(baseUrl)
  const headers = { [TOKEN_HEADER]: token }
  return {
    token,
    get: (path: string) => client.call("GET", `/api/board-review/link${path}`, undefined, { headers }),
    post: (path: string, body: unknown) => client.call("POST", `/api/board-review/link${path}`, body, { headers })
  }
}

/** The token of the latest mail to `email` in the outbox (the link carries it after #token=). */
export const tokenFromOutbox = async (server: TestServer, email: string): Promise<string> => {
  const rows = await server.sql.query<{ body: string }>("SELECT body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1", [email])
  const match = /#token=([A-Za-z0-9_%-]+)/.exec(rows[0]?.body ?? "")
  if (!match) throw new Error(`no review link mailed to ${email}`)
  return decodeURIComponent(match[1]!)
}

let seq = 0
export const reviewerEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${++seq}@board.example`

/** A subscribed owner with a waterfall (or agile) project holding a risk and a scope, as the screens save them. */
export const ownerWithProject = async (baseUrl: string, method: "waterfall" | "agile" = "waterfall", name = `Harbour ${++seq}`) => {
  const owner = await subscribedUser(baseUrl)
  const created = await owner.client.post("/api/projects", { name, methodology: method })
  if (created.status !== 201) throw new Error(`project: ${created.status} ${created.text}`)
  const risk = await owner.client.post("/api/risk/add", { project_name: name, risk: { title: "Crane hire late", likelihood: "High", impact: "High" } })
  if (risk.status !== 200) throw new Error(`risk: ${risk.status} ${risk.text}`)
  return { ...owner, projectId: created.json.id as number, projectName: name }
}

export const base = (projectId: number) => `/api/board-review/projects/${projectId}`

/** Submits the project's pack and invites the reviewers; answers the version and each reviewer's token from the outbox. */
export const submitWithReviewers = async (
  server: TestServer,
  owner: { client: ApiClient; projectId: number },
  reviewers: ReadonlyArray<{ name: string; board_role: string; email?: string }>
) => {
  const invites = reviewers.map((r) => ({ name: r.name, board_role: r.board_role, email: r.email ?? reviewerEmail(r.board_role.replace(/\W+/g, "-").toLowerCase()) }))
  const r = await owner.client.post(`${base(owner.projectId)}/versions`, { reviewers: invites })
  if (r.status !== 201) throw new Error(`submit: ${r.status} ${r.text}`)
  const tokens = []
  for (const invite of invites) tokens.push(await tokenFromOutbox(server, invite.email))
  return { version: r.json.version as number, body: r.json, invites, tokens, reviewers: r.json.reviewers as Array<{ id: number; name: string }> }
}
