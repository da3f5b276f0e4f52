// Board review and sign-off over HTTP (issue 36) on PGlite and PostgreSQL: submit, invite, the reviewer's link,
// comments by section, decisions, authorisation, the authorised documents, changes since, the audit trail.
import { parse } from "csv-parse/sync"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FREE_NO_DOWNLOADS } from "@initpack/core/messages/platform-plans"
import { REVIEW_LINK_INVALID } from "@initpack/core/use-cases/board-review/texts"
import { freeUserWithProject } from "../waterfall/waterfall-support"
import { docxText, pdfText } from "../reports/reports-support"
import { backends, noticeIfPostgresSkipped } from "../../support/server"
import { base, ownerWithProject, reviewer, startReviewServer, submitWithReviewers, type ReviewServer } from "./review-support"

noticeIfPostgresSkipped("board review API tests")

describe.each(backends())("board review on %s", (backend) => {
  let server: ReviewServer
  beforeAll(async () => {
    server = await startReviewServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("walks submit -> invite -> comment -> reply -> decide -> authorised, with the approval page in the authorised PID", async () => {
    const owner = await ownerWithProject(server.url)
    const { version, body, tokens, reviewers } = await submitWithReviewers(server, owner, [
      { name: "Ada Exec", board_role: "Executive" },
      { name: "Sam User", board_role: "Senior User" }
    ])
    expect(version).toBe(1)
    expect(body.source_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(reviewers.map((r) => r.name)).toEqual(["Ada Exec", "Sam User"])
    // only the digest is stored, never the token
    const stored = await server.sql.query<{ token_hash: string }>("SELECT token_hash FROM pack_reviewers ORDER BY id DESC LIMIT 2")
    for (const t of tokens) expect(stored.map((s) => s.token_hash)).not.toContain(t)
    for (const t of tokens) expect(Buffer.from(t, "base64url").length).toBeGreaterThanOrEqual(16)

    const exec = reviewer(server.url, tokens[0]!)
    const user = reviewer(server.url, tokens[1]!)
    const opened = await exec.get("")
    expect(opened.status).toBe(200)
    expect(opened.json).toMatchObject({ project_name: owner.projectName, method: "waterfall", version: 1, reviewer: { name: "Ada Exec", board_role: "Executive" }, decision: null })
    const pid = opened.json.documents.find((d: any) => d.doc_type === "pid")
    expect(pid.sections.map((s: any) => s.anchor)).toEqual(expect.arrayContaining(["1-background", "6-top-risks"]))
    expect(pid.sections.find((s: any) => s.anchor === "6-top-risks").module).toBe("risks")

    const preview = await exec.get("/doc?doc_type=pid")
    expect(preview.status).toBe(200)
    expect(preview.json.html).toContain("Crane hire late")
    expect(preview.json.meta.source_hash).toMatch(/^[0-9a-f]{64}$/)
    expect((await exec.get("/doc?doc_type=agile_overview")).status).toBe(400)

    // the preview is the frozen version: an edit now does not show in it
    await owner.client.post("/api/risk/add", { project_name: owner.projectName, risk: { title: "Quay wall cracked" } })
    expect((await exec.get("/doc?doc_type=pid")).json.html).not.toContain("Quay wall cracked")

    const script = `<script>alert("x")</script><b>bold</b> & "quotes"`
    const c1 = await exec.post("/comments", { doc_type: "pid", heading: "6. Top risks", body: script })
    expect(c1.status).toBe(201)
    expect(c1.json).toMatchObject({ anchor: "6-top-risks", heading: "6. Top risks", body: script, author: "Ada Exec", resolved: false })
    const c2 = await user.post("/comments", { doc_type: "pid", heading: "8. Budget summary", body: "Contingency looks thin." })
    expect(c2.status).toBe(201)
    // a section is named by its heading as the document has it (spacing and case aside) or by its anchor; a reply by its parent
    expect(await user.post("/comments", { doc_type: "pid", heading: "11. Nothing here", body: "x" })).toMatchObject({ status: 400, json: { error: expect.stringMatching(/not a section heading/) } })
    expect((await user.post("/comments", { body: "x" })).status).toBe(400)
    const byAnchor = await user.post("/comments", { doc_type: "pid", heading: "7-milestones-and-schedule", body: "Dates?" })
    expect(byAnchor.json).toMatchObject({ heading: "7. Milestones and schedule", anchor: "7-milestones-and-schedule" })
    expect((await user.post("/comments", { doc_type: "pid", heading: "  8.  budget SUMMARY ", body: "Thin." })).json.heading).toBe("8. Budget summary")
    await owner.client.post(`${base(owner.projectId)}/versions/1/comments/${byAnchor.json.id}/resolve`, {})
    const r1 = await user.post("/comments", { body: "Agreed.", parent_id: c1.json.id })
    expect(r1.json).toMatchObject({ parent_id: c1.json.id, anchor: "6-top-risks" })
    expect((await user.post("/comments", { doc_type: "pid", heading: "x", body: "x", parent_id: 999999 })).status).toBe(404)

    const listed = await exec.get("/comments")
    expect(listed.json.comments).toHaveLength(4)
    expect(listed.json.comments[0].body).toBe(script)
    expect(listed.json.comments[0].replies.map((r: any) => r.body)).toEqual(["Agreed."])

    const grouped = await owner.client.get(`${base(owner.projectId)}/versions/1/comments`)
    expect(grouped.status).toBe(200)
    expect(grouped.json.modules.map((m: any) => m.module)).toEqual(["risks", "budget", "wbs"])
    expect(grouped.json.modules.map((m: any) => m.open)).toEqual([1, 2, 0])
    expect(grouped.json.modules[0].screen).toBe(`/app/risk?project=${encodeURIComponent(owner.projectName).replace(/%20/g, "+")}&projectId=${owner.projectId}`)
    expect(grouped.json.modules[0].comments[0].body).toBe(script)

    const reply = await owner.client.post(`${base(owner.projectId)}/versions/1/comments/${c2.json.id}/replies`, { body: "Raised to 10%." })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({ by_owner: true, parent_id: c2.json.id })
    expect((await owner.client.post(`${base(owner.projectId)}/versions/1/comments/${c2.json.id}/resolve`, {})).json.resolved).toBe(true)
    expect((await owner.client.post(`${base(owner.projectId)}/versions/1/comments/${c2.json.id}/reopen`, {})).json.resolved).toBe(false)
    expect((await owner.client.post(`${base(owner.projectId)}/versions/1/comments/${c2.json.id}/resolve`, {})).json.resolved).toBe(true)

    // decisions: text required for conditions and rejections
    expect((await exec.post("/decision", { decision: "approve_with_conditions" })).status).toBe(400)
    expect((await user.post("/decision", { decision: "reject", text: "  " })).status).toBe(400)
    expect((await exec.post("/decision", { decision: "maybe" })).status).toBe(400)
    const u = await user.post("/decision", { decision: "approve" })
    expect([u.status, u.json.created]).toEqual([200, true])
    expect(u.json.authorised).toBe(false)
    const e = await exec.post("/decision", { decision: "approve_with_conditions", text: "Confirm the crane <b>hire</b> by May." })
    expect(e.status).toBe(200)
    expect(e.json).toMatchObject({ created: true, authorised: true, decision: { name: "Ada Exec", board_role: "Executive", decision: "approve_with_conditions" } })
    expect((await exec.post("/decision", { decision: "reject", text: "Changed my mind" })).status).toBe(409)

    const versions = await owner.client.get(`${base(owner.projectId)}/versions`)
    expect(versions.json.versions[0]).toMatchObject({ version: 1, status: "authorised", undecided: [] })
    expect(versions.json.versions[0].decided.map((d: any) => d.decision)).toEqual(["approve_with_conditions", "approve"])
    expect(versions.json.authorised_version).toBe(1)

    const record = await owner.client.get(`${base(owner.projectId)}/approval`)
    expect(record.json).toMatchObject({ version: 1, sourceHash: body.source_hash })
    expect(record.json.decisions.map((d: any) => [d.name, d.boardRole, d.decision])).toEqual([
      ["Sam User", "Senior User", "approve"],
      ["Ada Exec", "Executive", "approve_with_conditions"]
    ])

    // the authorised PID: the approval page, the frozen content, the condition's markup escaped
    const preview1 = await owner.client.get(`${base(owner.projectId)}/authorised/doc?doc_type=pid&format=html`)
    expect(preview1.json).toMatchObject({ ok: true, version: 1, doc_type: "pid", file_name: expect.stringMatching(/^pid_.*_v1\.html$/) })
    const html = await owner.client.get(`${base(owner.projectId)}/authorised/doc?doc_type=pid&format=html&raw=1`)
    expect(html.status).toBe(200)
    expect(html.headers.get("content-type")).toMatch(/text\/html/)
    expect(html.text).toContain("Ada Exec")
    expect(html.text.replace(/<wbr>/g, "")).toContain(body.source_hash)
    expect(html.text).toContain("&lt;b&gt;hire&lt;/b&gt;")
    expect(html.text).not.toContain("<b>hire</b>")
    expect(html.text).not.toContain("Quay wall cracked")
    // the SOW as PDF and the PID as DOCX, read back: the approval page with the names, roles and the version's hash
    const bytes = async (path: string) => {
      const res = await fetch(server.url + path, { headers: { cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } })
      return { res, body: new Uint8Array(await res.arrayBuffer()) }
    }
    const pdf = await bytes(`${base(owner.projectId)}/authorised/doc?doc_type=sow&format=pdf`)
    expect(pdf.res.headers.get("content-type")).toBe("application/pdf")
    const pdfRead = (await pdfText(pdf.body)).text
    expect(pdfRead).toMatch(/Approval/)
    expect(pdfRead).toMatch(/Ada Exec.*Executive.*Approved with conditions/)
    const docxBytes = await bytes(`${base(owner.projectId)}/authorised/doc?doc_type=pid&format=docx`)
    const docxRead = docxText(docxBytes.body).text
    expect(docxRead).toMatch(/Sam User.*Senior User.*Approved/)
    expect(docxRead.replace(/\s+/g, "")).toContain(body.source_hash)
    const docx = await owner.client.get(`${base(owner.projectId)}/authorised/doc?doc_type=pid&format=docx`)
    expect(docx.status).toBe(200)
    expect(docx.headers.get("content-disposition")).toMatch(/pid_.*_v1\.docx/)
    expect((await owner.client.get(`${base(owner.projectId)}/authorised/doc?doc_type=raid`)).status).toBe(400)

    // changed since authorisation: the risk added after submitting already differs; the diff names it
    const project = await owner.client.get(`/api/projects/${owner.projectId}`)
    expect(project.json).toMatchObject({ authorised_version: 1, changedSinceAuthorisation: true })
    const changes = await owner.client.get(`${base(owner.projectId)}/changes`)
    expect(changes.json.changedSinceAuthorisation).toBe(true)
    expect(changes.json.diff.risks.added.map((r: any) => r.title)).toEqual(["Quay wall cracked"])
    expect(changes.json.markdown).toContain("Quay wall cracked")
  })

  it("a version submitted after the last edit is unchanged until a module is edited; then the flag flips", async () => {
    const owner = await ownerWithProject(server.url)
    const { tokens } = await submitWithReviewers(server, owner, [{ name: "Exec", board_role: "executive" }])
    expect((await owner.client.get(`/api/projects/${owner.projectId}`)).json).toMatchObject({ authorised_version: null, changedSinceAuthorisation: false })
    expect((await owner.client.get(`${base(owner.projectId)}/changes`)).status).toBe(404)
    expect((await owner.client.get(`${base(owner.projectId)}/approval`)).status).toBe(404)
    expect((await reviewer(server.url, tokens[0]!).post("/decision", { decision: "approve" })).json.authorised).toBe(true)
    expect((await owner.client.get(`/api/projects/${owner.projectId}`)).json.changedSinceAuthorisation).toBe(false)
    expect((await owner.client.get(`${base(owner.projectId)}/changes`)).json.diff.equal).toBe(true)
    await owner.client.post("/api/risk/add", { project_name: owner.projectName, risk: { title: "Tide tables wrong" } })
    expect((await owner.client.get(`/api/projects/${owner.projectId}`)).json.changedSinceAuthorisation).toBe(true)
    // a new version resubmitted and authorised clears it; the old one stays downloadable as it was
    const second = await submitWithReviewers(server, owner, [{ name: "Exec", board_role: "Executive" }])
    expect(second.version).toBe(2)
    await reviewer(server.url, second.tokens[0]!).post("/decision", { decision: "approve" })
    expect((await owner.client.get(`/api/projects/${owner.projectId}`)).json).toMatchObject({ authorised_version: 2, changedSinceAuthorisation: false })
    const v1 = await owner.client.get(`${base(owner.projectId)}/authorised/doc?doc_type=pid&format=html&version=1&raw=1`)
    expect(v1.status).toBe(200)
    expect(v1.text).not.toContain("Tide tables wrong")
  })

  it("a rejection keeps the version from being authorised, and a later one withdraws an authorisation", async () => {
    const owner = await ownerWithProject(server.url)
    const { tokens } = await submitWithReviewers(server, owner, [
      { name: "Exec", board_role: "Executive" },
      { name: "Supplier", board_role: "Senior Supplier" }
    ])
    await reviewer(server.url, tokens[0]!).post("/decision", { decision: "approve" })
    expect((await owner.client.get(`${base(owner.projectId)}/versions`)).json.versions[0].status).toBe("authorised")
    const rejected = await reviewer(server.url, tokens[1]!).post("/decision", { decision: "reject", text: "No supplier capacity." })
    expect(rejected.json.authorised).toBe(false)
    expect((await owner.client.get(`${base(owner.projectId)}/versions`)).json.versions[0]).toMatchObject({ status: "rejected", authorised_at: null })
    expect((await owner.client.get(`${base(owner.projectId)}/approval`)).status).toBe(404)
  })

  it("an agile pack is authorised by the Project Sponsor; its overview carries the approval page", async () => {
    const owner = await ownerWithProject(server.url, "agile")
    const { tokens } = await submitWithReviewers(server, owner, [
      { name: "Pat Sponsor", board_role: "Project Sponsor" },
      { name: "Olu Owner", board_role: "Product Owner" }
    ])
    const opened = await reviewer(server.url, tokens[0]!).get("")
    expect(opened.json.documents.map((d: any) => d.doc_type)).toContain("agile_overview")
    expect((await reviewer(server.url, tokens[1]!).post("/decision", { decision: "approve" })).json.authorised).toBe(false)
    expect((await reviewer(server.url, tokens[0]!).post("/decision", { decision: "approve" })).json.authorised).toBe(true)
    const overview = await owner.client.get(`${base(owner.projectId)}/authorised/doc?doc_type=agile_overview&format=html&raw=1`)
    expect(overview.status).toBe(200)
    expect(overview.text).toContain("Pat Sponsor")
    expect((await owner.client.get(`${base(owner.projectId)}/authorised/doc?doc_type=pid&format=html`)).status).toBe(400)
  })

  it("revoke, remind and the audit trail (JSON and CSV, first view once per reviewer, formulas neutralised)", async () => {
    const owner = await ownerWithProject(server.url)
    const { tokens, reviewers, invites } = await submitWithReviewers(server, owner, [
      { name: "=HYPERLINK(\"http://evil.example\",\"x\")", board_role: "Senior User" },
      { name: "Late Larry", board_role: "Executive" },
      { name: "Gone Gina", board_role: "Senior Supplier" }
    ])
    const first = reviewer(server.url, tokens[0]!)
    await first.get("")
    await first.get("")
    await first.post("/comments", { doc_type: "pid", heading: "1. Background", body: "Fine." })
    await first.post("/decision", { decision: "approve" })

    const revoked = await owner.client.post(`${base(owner.projectId)}/versions/1/reviewers/${reviewers[2]!.id}/revoke`, {})
    expect(revoked.json).toMatchObject({ state: "revoked" })
    expect((await reviewer(server.url, tokens[2]!).get("")).json).toEqual({ error: REVIEW_LINK_INVALID })

    const reminded = await owner.client.post(`${base(owner.projectId)}/versions/1/remind`, {})
    expect(reminded.json.reminded.map((r: any) => r.name)).toEqual(["Late Larry"])
    const mails = await server.sql.query<{ subject: string; body: string }>("SELECT subject, body FROM mail_outbox WHERE to_address = $1 ORDER BY id", [invites[1]!.email])
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Please review/), expect.stringMatching(/^Reminder/)])
    // the reminder's link replaces the invitation's
    const newToken = /#token=([A-Za-z0-9_-]+)/.exec(mails[1]!.body)![1]!
    expect((await reviewer(server.url, tokens[1]!).get("")).status).toBe(404)
    expect((await reviewer(server.url, newToken).get("")).status).toBe(200)

    const audit = await owner.client.get(`${base(owner.projectId)}/audit`)
    const kinds = audit.json.events.map((e: any) => e.event)
    expect(kinds.filter((k: string) => k === "submitted")).toHaveLength(1)
    expect(kinds.filter((k: string) => k === "invited")).toHaveLength(3)
    expect(audit.json.events.filter((e: any) => e.event === "viewed").map((e: any) => e.actor)).toEqual([invites[0]!.name, "Late Larry"])
    expect(kinds).toEqual(expect.arrayContaining(["commented", "decided", "revoked", "reminded"]))

    const csv = await owner.client.get(`${base(owner.projectId)}/audit/csv`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/)
    const rows = parse(csv.text, { columns: true }) as Array<Record<string, string>>
    expect(Object.keys(rows[0]!)).toEqual(["time", "version", "event", "actor", "board_role", "detail"])
    expect(rows.length).toBe(audit.json.events.length)
    const viewed = rows.find((r) => r.event === "viewed")!
    expect(viewed.actor).toBe(`'${invites[0]!.name}`)
  })

  it("the free plan, which views the PID as HTML only, cannot hand the pack to reviewers (402)", async () => {
    const free = await freeUserWithProject(server, `Free Review ${Date.now()}`)
    const r = await free.client.post(`${base(free.projectId)}/versions`, { reviewers: [{ name: "Ada", email: "ada@board.example", board_role: "Executive" }] })
    expect(r).toMatchObject({ status: 402, json: { error: FREE_NO_DOWNLOADS } })
    expect((await free.client.get(`${base(free.projectId)}/versions`)).json.versions).toEqual([])
  })

  it("a repeated decision is recorded once, even when sent several times at once", async () => {
    const owner = await ownerWithProject(server.url)
    const { tokens } = await submitWithReviewers(server, owner, [{ name: "Exec", board_role: "Executive" }])
    const exec = reviewer(server.url, tokens[0]!)
    const answers = await Promise.all(Array.from({ length: 5 }, () => exec.post("/decision", { decision: "approve_with_conditions", text: "Fund the survey." })))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.map((a) => a.json.created).sort()).toEqual([false, false, false, false, true])
    expect(new Set(answers.map((a) => a.json.decision.id)).size).toBe(1)
    const again = await exec.post("/decision", { decision: "approve_with_conditions", text: "Fund the survey." })
    expect(again).toMatchObject({ status: 200, json: { created: false } })
    const rows = await server.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pack_decisions d JOIN pack_versions v ON v.id = d.version_id WHERE v.project_id = $1",
      [owner.projectId]
    )
    expect(rows[0]!.n).toBe(1)
    const events = (await owner.client.get(`${base(owner.projectId)}/audit`)).json.events.filter((e: any) => e.event === "decided")
    expect(events).toHaveLength(1)
  })

  it("an owner's module edit made while a reviewer decides loses neither", async () => {
    const owner = await ownerWithProject(server.url)
    const { tokens } = await submitWithReviewers(server, owner, [{ name: "Exec", board_role: "Executive" }])
    const [edit, decision] = await Promise.all([
      owner.client.post("/api/risk/add", { project_name: owner.projectName, risk: { title: "Concurrent risk" } }),
      reviewer(server.url, tokens[0]!).post("/decision", { decision: "approve" })
    ])
    expect([edit.status, decision.status, decision.json.created]).toEqual([200, 200, true])
    const risks = (await owner.client.get(`/api/risk/list?project_name=${encodeURIComponent(owner.projectName)}`)).json.risks.map((r: any) => r.title)
    expect(risks).toContain("Concurrent risk")
    const versions = (await owner.client.get(`${base(owner.projectId)}/versions`)).json
    expect(versions.versions[0].decided).toHaveLength(1)
    expect(versions.changedSinceAuthorisation).toBe(true)
  })
})
