// Issue 36: the report use cases take an approval record (`options.approval`) and put the approval page first in
// the PID and the SOW, as the board-review routes call them; on a real server's database, with the server's own
// runtime and a real signed-in session. Without a record the documents are as before.
import * as Effect from "effect/Effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { authenticateSession } from "@initpack/core/use-cases/platform/authenticate-session"
import { getInitiationPack } from "@initpack/core/use-cases/reports/get-initiation-pack"
import { getReportDocument } from "@initpack/core/use-cases/reports/get-report-document"
import type { ReportOptions, ReportQuery } from "@initpack/core/use-cases/reports/report-request"
import { makeRuntime, type PlatformRuntime } from "../../../apps/server/src/compose"
import { readConfig } from "../../../apps/server/src/config"
import { approvalRecord } from "../../fixtures/approval-record"
import { startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject } from "../waterfall/waterfall-support"
import { docxText, zipEntries } from "./reports-support"

const STATEMENT = "Version 3 of this initiation pack was authorised on 27 November 2026 by the project board."

describe("approval record through the report use cases", () => {
  let server: TestServer
  let runtime: PlatformRuntime
  let owner: Awaited<ReturnType<typeof paidUserWithProject>>
  beforeAll(async () => {
    server = await startTestServer("pglite")
    owner = await paidUserWithProject(server, "Depot Roof Replacement")
    runtime = makeRuntime(readConfig({ SESSION_SECRET: "test-secret" }), server.db.client)
  }, 120_000)
  afterAll(async () => {
    await runtime?.dispose()
    await server?.stop()
  })

  const signedIn = <A, E, R>(use: (auth: Effect.Effect.Success<ReturnType<typeof authenticateSession>>) => Effect.Effect<A, E, R>) =>
    runtime.runPromise(Effect.flatMap(authenticateSession(owner.client.cookies.get("initpack_session")), use) as Effect.Effect<A, unknown, never>)
  const doc = (query: ReportQuery, options?: ReportOptions) =>
    signedIn((auth) => getReportDocument(auth, "waterfall", { project_id: String(owner.projectId), ...query }, options))

  it("one document: the PID and the SOW open with the approval page, the RAID does not; without a record, none", async () => {
    const approval = approvalRecord("0f1e2d")
    const pid = await doc({ doc_type: "pid", format: "md" }, { approval })
    const md = new TextDecoder().decode(pid.file.bytes)
    expect(md.indexOf("## Approval")).toBeGreaterThan(0)
    expect(md.indexOf("## Approval")).toBeLessThan(md.indexOf("## 1. Background"))
    expect(md).toContain(STATEMENT)
    expect(md).toContain("- **Source hash:** 0f1e2d")
    expect(pid.document.blocks[0]).toEqual({ _tag: "Heading", level: 1, text: "Approval" })
    expect((await doc({ doc_type: "sow", format: "md" }, { approval })).document.blocks[0]).toEqual({ _tag: "Heading", level: 1, text: "Approval" })
    expect(JSON.stringify((await doc({ doc_type: "raid", format: "md" }, { approval })).document)).not.toContain(STATEMENT)
    expect(JSON.stringify((await doc({ doc_type: "pid", format: "md" })).document)).not.toContain(STATEMENT)
    expect(JSON.stringify((await doc({ doc_type: "pid", format: "md" }, {})).document)).not.toContain(STATEMENT)
  })

  it("the initiation pack: its PID and SOW carry the page, the other documents do not", async () => {
    const approval = approvalRecord("0f1e2d")
    const pack = await signedIn((auth) => getInitiationPack(auth, "waterfall", { project_id: String(owner.projectId), format: "docx" }, { approval }))
    const entries = zipEntries(pack.bytes)
    expect(docxText(entries["01-pid.docx"]!).text).toContain(STATEMENT)
    expect(docxText(entries["06-sow.docx"]!).text).toContain(STATEMENT)
    expect(docxText(entries["03-raid.docx"]!).text).not.toContain(STATEMENT)
    const plain = await signedIn((auth) => getInitiationPack(auth, "waterfall", { project_id: String(owner.projectId), format: "docx" }))
    expect(docxText(zipEntries(plain.bytes)["01-pid.docx"]!).text).not.toContain(STATEMENT)
  })
})
