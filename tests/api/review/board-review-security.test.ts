// Board review security over HTTP (issue 36) on PGlite and PostgreSQL: the cross-user matrix over every route
// (another user's session, a token of another project, a revoked, an expired or a made-up token, anonymous),
// tokens never in the logs, markup stored as typed and escaped in the HTML the server renders, the rate limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { REVIEW_LINK_INVALID, REVIEW_RATE_LIMITED, REVIEW_RATE_PER_LINK } from "@initpack/core/use-cases/board-review/texts"
import { ApiClient, backends, noticeIfPostgresSkipped, PASSWORD, subscribedUser } from "../../support/server"
import { base, ownerWithProject, reviewer, startReviewServer, submitWithReviewers, TOKEN_HEADER, type ReviewServer } from "./review-support"

noticeIfPostgresSkipped("board review security tests")

const ADMIN_EMAIL = `review.admin.${process.pid}@example.com`

/** Every owner route; {v}, {r} and {c} are the version, a reviewer and a comment of the project. */
const ownerRoutes: ReadonlyArray<readonly [string, string, unknown?]> = [
  ["POST", "/versions", { reviewers: [] }],
  ["GET", "/versions"],
  ["POST", "/versions/{v}/reviewers", { reviewers: [{ name: "Intruder", email: "intruder@evil.example", board_role: "Executive" }] }],
  ["POST", "/versions/{v}/reviewers/{r}/revoke", {}],
  ["POST", "/versions/{v}/remind", {}],
  ["GET", "/versions/{v}/comments"],
  ["POST", "/versions/{v}/comments/{c}/replies", { body: "Intruder reply" }],
  ["POST", "/versions/{v}/comments/{c}/resolve", {}],
  ["POST", "/versions/{v}/comments/{c}/reopen", {}],
  ["GET", "/audit"],
  ["GET", "/audit/csv"],
  ["GET", "/approval"],
  ["GET", "/authorised/doc?doc_type=pid&format=html"],
  ["GET", "/changes"]
]

/** Every reviewer (token) route. */
const linkRoutes: ReadonlyArray<readonly [string, string, unknown?]> = [
  ["GET", ""],
  ["GET", "/doc?doc_type=pid"],
  ["GET", "/comments"],
  ["POST", "/comments", { doc_type: "pid", heading: "1. Background", body: "Intruder comment" }],
  ["POST", "/decision", { decision: "reject", text: "Intruder decision" }]
]

describe.each(backends())("board review security on %s", (backend) => {
  let server: ReviewServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startReviewServer(backend, { ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD })
    admin = new ApiClient(server.url)
    const login = await admin.post("/api/auth/login", { email: ADMIN_EMAIL, password: PASSWORD })
    expect(login.status).toBe(200)
  })
  afterAll(async () => {
    await server?.stop()
  })

  /** A project A with a version authorised, a secret comment and a revoked reviewer; the tokens of each. */
  const setUp = async () => {
    const owner = await ownerWithProject(server.url, "waterfall", `Secret Harbour ${Date.now()}`)
    const sub = await submitWithReviewers(server, owner, [
      { name: "Exec A", board_role: "Executive" },
      { name: "Revoked A", board_role: "Senior User" }
    ])
    const exec = reviewer(server.url, sub.tokens[0]!)
    const comment = await exec.post("/comments", { doc_type: "pid", heading: "1. Background", body: "SECRET-COMMENT-A" })
    expect(comment.status).toBe(201)
    expect((await exec.post("/decision", { decision: "approve" })).json.authorised).toBe(true)
    expect((await owner.client.post(`${base(owner.projectId)}/versions/1/reviewers/${sub.reviewers[1]!.id}/revoke`, {})).status).toBe(200)
    const fill = (path: string) =>
      `${base(owner.projectId)}${path.replace("{v}", "1").replace("{r}", String(sub.reviewers[0]!.id)).replace("{c}", String(comment.json.id))}`
    return { owner, sub, fill, execToken: sub.tokens[0]!, revokedToken: sub.tokens[1]!, commentId: comment.json.id as number }
  }

  it("the owner's routes: another user's session 404, anonymous or a reviewer's token alone 401, an admin reads but never writes", async () => {
    const a = await setUp()
    const other = await subscribedUser(server.url)
    // the other user has a project and version of their own, so ids exist on both sides
    const theirs = await ownerWithProject(server.url)
    await submitWithReviewers(server, theirs, [{ name: "Exec B", board_role: "Executive" }])
    const anonymous = new ApiClient(server.url)
    const leaks: Array<string> = []
    const noLeak = (label: string, r: { status: number; text: string }) => {
      if (/Secret Harbour|SECRET-COMMENT-A|Exec A/.test(r.text)) leaks.push(`${label}: ${r.text.slice(0, 120)}`)
    }
    for (const [method, path, body] of ownerRoutes) {
      const url = a.fill(path)
      const asOther = await other.client.call(method, url, body)
      expect([method, path, asOther.status]).toEqual([method, path, 404])
      noLeak(`other ${method} ${path}`, asOther)
      const asAnon = await anonymous.call(method, url, body)
      expect([method, path, asAnon.status]).toEqual([method, path, 401])
      noLeak(`anonymous ${method} ${path}`, asAnon)
      const withToken = await anonymous.call(method, url, body, { headers: { [TOKEN_HEADER]: a.execToken } })
      expect([method, path, withToken.status]).toEqual([method, path, 401])
      noLeak(`token ${method} ${path}`, withToken)
      const asAdmin = await admin.call(method, url, body)
      // an admin without a plan of their own is refused a write before the project is looked up (402)
      expect([method, path, asAdmin.status]).toEqual([method, path, method === "GET" ? 200 : 402])
    }
    expect(leaks).toEqual([])
    // nothing the refused calls sent was stored
    const intruded = await server.sql.query("SELECT 1 FROM pack_reviewers WHERE email = 'intruder@evil.example' UNION ALL SELECT 1 FROM pack_comments WHERE body LIKE 'Intruder%'")
    expect(intruded).toEqual([])
    // the owner's own calls answer (the matrix is not refusing everything)
    for (const [method, path, body] of ownerRoutes.filter(([m]) => m === "GET")) {
      expect([path, (await a.owner.client.call(method, a.fill(path), body)).status]).toEqual([path, 200])
    }
  })

  it("the reviewer's routes: a revoked, expired, made-up or missing token, or a session without a token, answer the same 404", async () => {
    const a = await setUp()
    const fresh = await submitWithReviewers(server, a.owner, [{ name: "Expiring", board_role: "Senior Supplier" }])
    const expiring = fresh.tokens[0]!
    expect((await reviewer(server.url, expiring).get("")).status).toBe(200)
    const cases: Array<[string, (method: string, path: string, body: unknown) => Promise<{ status: number; json: any; text: string }>]> = [
      ["revoked", (m, p, b) => new ApiClient(server.url).call(m, `/api/board-review/link${p}`, b, { headers: { [TOKEN_HEADER]: a.revokedToken } })],
      ["made-up", (m, p, b) => new ApiClient(server.url).call(m, `/api/board-review/link${p}`, b, { headers: { [TOKEN_HEADER]: a.execToken.slice(0, -2) + "xx" } })],
      ["missing", (m, p, b) => new ApiClient(server.url).call(m, `/api/board-review/link${p}`, b)],
      ["owner session, no token", (m, p, b) => a.owner.client.call(m, `/api/board-review/link${p}`, b)]
    ]
    const check = async (label: string, call: (typeof cases)[number][1]) => {
      for (const [method, path, body] of linkRoutes) {
        const r = await call(method, path, body)
        expect([label, method, path, r.status, r.json]).toEqual([label, method, path, 404, { error: REVIEW_LINK_INVALID }])
      }
    }
    for (const [label, call] of cases) await check(label, call)
    // 31 days on, the 30-day link has expired; so has the owner's session (7 days), the owner signs in again later
    server.clock.moveDays(31)
    try {
      await check("expired", (m, p, b) => new ApiClient(server.url).call(m, `/api/board-review/link${p}`, b, { headers: { [TOKEN_HEADER]: expiring } }))
    } finally {
      server.clock.reset()
    }
    expect((await reviewer(server.url, expiring).get("")).status).toBe(200)
    const decisions = await server.sql.query("SELECT 1 FROM pack_decisions WHERE text = 'Intruder decision'")
    expect(decisions).toEqual([])
    expect(await server.sql.query("SELECT 1 FROM pack_comments WHERE body = 'Intruder comment'")).toEqual([])
  })

  it("a token of another project opens that project's version only: none of this project's documents, comments or decisions", async () => {
    const a = await setUp()
    const b = await ownerWithProject(server.url, "waterfall", `Other Quay ${Date.now()}`)
    const bSub = await submitWithReviewers(server, b, [{ name: "Exec B", board_role: "Executive" }])
    const bToken = bSub.tokens[0]!
    for (const [method, path, body] of linkRoutes) {
      const r = await new ApiClient(server.url).call(method, `/api/board-review/link${path}`, body, { headers: { [TOKEN_HEADER]: bToken } })
      expect(r.status).toBeLessThan(300)
      expect(r.text).not.toMatch(/Secret Harbour|SECRET-COMMENT-A|Exec A/)
    }
    // B's comment and decision landed on B's version, none on A's
    const aComments = (await a.owner.client.get(`${base(a.owner.projectId)}/versions/1/comments`)).json
    expect(aComments.total).toBe(1)
    const aVersions = (await a.owner.client.get(`${base(a.owner.projectId)}/versions`)).json.versions
    expect(aVersions[0].decided.map((d: any) => d.name)).toEqual(["Exec A"])
    const bComments = (await b.client.get(`${base(b.projectId)}/versions/1/comments`)).json
    expect(bComments.modules.flatMap((m: any) => m.comments.map((c: any) => c.body))).toEqual(["Intruder comment"])
    // a token of A's first version sees nothing of A's second: its comments stay on their version
    const v2 = await submitWithReviewers(server, a.owner, [{ name: "Second", board_role: "Executive" }])
    await reviewer(server.url, v2.tokens[0]!).post("/comments", { doc_type: "pid", heading: "1. Background", body: "SECOND-VERSION-ONLY" })
    const firstView = await reviewer(server.url, a.execToken).get("/comments")
    expect(firstView.json.version).toBe(1)
    expect(firstView.text).not.toContain("SECOND-VERSION-ONLY")
    expect((await reviewer(server.url, v2.tokens[0]!).get("")).json.version).toBe(2)
    // and B's owner cannot reach A's comment through B's project
    expect((await b.client.post(`${base(b.projectId)}/versions/1/comments/${a.commentId}/resolve`, {})).status).toBe(404)
  })

  it("tokens never reach the log: not the request lines, not the outbox's mail echo", async () => {
    const before = server.lines.length
    const owner = await ownerWithProject(server.url)
    const sub = await submitWithReviewers(server, owner, [
      { name: "Logged Exec", board_role: "Executive" },
      { name: "Logged User", board_role: "Senior User" }
    ])
    for (const token of sub.tokens) {
      const r = reviewer(server.url, token)
      await r.get("")
      await r.get("/doc?doc_type=pid")
      await r.get("/comments")
      await r.post("/comments", { doc_type: "pid", heading: "2. Goals and KPIs", body: "ok" })
    }
    await reviewer(server.url, sub.tokens[0]!).post("/decision", { decision: "approve" })
    await owner.client.post(`${base(owner.projectId)}/versions/1/remind`, {})
    const reminded = await server.sql.query<{ body: string }>("SELECT body FROM mail_outbox WHERE subject LIKE 'Reminder%' ORDER BY id DESC LIMIT 1")
    const reminderToken = /#token=([A-Za-z0-9_-]+)/.exec(reminded[0]!.body)![1]!
    await reviewer(server.url, reminderToken).get("")
    const lines = server.lines.slice(before)
    // the capture works: the request lines and the mail echo are there
    expect(lines.some((l) => l.includes("/api/board-review/link"))).toBe(true)
    expect(lines.filter((l) => l.includes("[mail]") && l.includes("#token=[hidden]")).length).toBeGreaterThanOrEqual(3)
    for (const token of [...sub.tokens, reminderToken]) expect(lines.filter((l) => l.includes(token))).toEqual([])
  })

  it("markup in comments, names and conditions is stored and answered as typed (JSON), mailed as plain text, and escaped in every HTML the server renders", async () => {
    const owner = await ownerWithProject(server.url)
    await owner.client.post("/api/risk/add", { project_name: owner.projectName, risk: { title: `<script>alert("risk")</script>` } })
    const name = `<img src=x onerror=alert(1)> Eve`
    const sub = await submitWithReviewers(server, owner, [{ name, board_role: "Executive" }])
    const eve = reviewer(server.url, sub.tokens[0]!)
    const body = `<script>alert("comment")</script><a href="javascript:alert(1)">x</a>`
    const posted = await eve.post("/comments", { doc_type: "pid", heading: "6. Top risks", body })
    expect(posted.headers.get("content-type")).toMatch(/application\/json/)
    expect(posted.json).toMatchObject({ body, author: name, heading: "6. Top risks", anchor: "6-top-risks" })
    expect((await owner.client.get(`${base(owner.projectId)}/versions/1/comments`)).json.modules[0].comments[0].body).toBe(body)
    // the mail is plain text: the name reaches the reader as typed, no HTML part
    const mail = await server.sql.query<{ body: string }>("SELECT body FROM mail_outbox WHERE to_address = $1", [sub.invites[0]!.email])
    expect(mail[0]!.body).toContain(`Dear ${name},`)
    // the preview of the frozen pack escapes the risk title
    const preview = (await eve.get("/doc?doc_type=pid")).json.html as string
    expect(preview).not.toContain(`<script>alert("risk")</script>`)
    expect(preview).toContain("&lt;script&gt;")
    // the authorised PID's approval page escapes the name and the conditions
    await eve.post("/decision", { decision: "approve_with_conditions", text: `<script>alert("cond")</script>` })
    const pid = (await owner.client.get(`${base(owner.projectId)}/authorised/doc?doc_type=pid&format=html&raw=1`)).text.replace(/<wbr>/g, "")
    expect(pid).not.toMatch(/<script>alert\("cond"\)|<img src=x/)
    expect(pid).toContain("&lt;img src=x onerror=alert(1)&gt; Eve")
    expect(pid).toContain("&lt;script&gt;alert(&quot;cond&quot;)&lt;/script&gt;")
  })

  it(`the token routes answer 429 after ${REVIEW_RATE_PER_LINK} requests a minute on one link; another link still answers`, async () => {
    const owner = await ownerWithProject(server.url)
    const sub = await submitWithReviewers(server, owner, [
      { name: "Busy", board_role: "Senior User" },
      { name: "Calm", board_role: "Executive" }
    ])
    const busy = reviewer(server.url, sub.tokens[0]!)
    const statuses: Array<number> = []
    for (let i = 0; i < REVIEW_RATE_PER_LINK; i++) statuses.push((await busy.get("/comments")).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
    const limited = await busy.post("/decision", { decision: "approve" })
    expect(limited).toMatchObject({ status: 429, json: { error: REVIEW_RATE_LIMITED } })
    expect((await busy.get("")).status).toBe(429)
    expect(await server.sql.query("SELECT 1 FROM pack_decisions d JOIN pack_reviewers r ON r.id = d.reviewer_id WHERE r.name = 'Busy'")).toEqual([])
    expect((await reviewer(server.url, sub.tokens[1]!).get("")).status).toBe(200)
    // a made-up token is counted too, so guessing is bounded
    const guess = reviewer(server.url, "guess")
    for (let i = 0; i < REVIEW_RATE_PER_LINK; i++) await guess.get("")
    expect((await guess.get("")).status).toBe(429)
  })
})
