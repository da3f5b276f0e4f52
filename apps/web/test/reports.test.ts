// Pure helpers of the Reports & Initiation Pack screen (apps/web/src/features/reports/lib).
import { describe, expect, it } from "vitest"
import { FREE_NO_DOWNLOADS } from "@initpack/core/messages/platform-plans"
import { DOCX_TYPE, PDF_TYPE, ZIP_TYPE } from "../src/features/reports/data/report-choices"
import { downloadFailure, isExpectedFile, mediaType } from "../src/features/reports/lib/download-rule"
import { formatSize } from "../src/features/reports/lib/format-size"
import { previewFromAnswer } from "../src/features/reports/lib/preview-answer"
import { moduleUrl, readinessRow } from "../src/features/reports/lib/readiness"
import { isProjectKnown, projectLabel, projectQueryFields, reportProjectOf } from "../src/features/reports/lib/report-query"
import { screenError } from "../src/features/reports/lib/screen-error"

const params = (text: string) => new URLSearchParams(text)

describe("report query (waterfall.md §2, §5)", () => {
  it("takes projectId, project_id or id, and projectName or project, first non-empty wins", () => {
    expect(reportProjectOf(params("projectId=7&project=Depot"))).toEqual({ projectId: "7", projectName: "Depot" })
    expect(reportProjectOf(params("project_id=8&projectName=Move"))).toEqual({ projectId: "8", projectName: "Move" })
    expect(reportProjectOf(params("id=9"))).toEqual({ projectId: "9", projectName: undefined })
    expect(reportProjectOf(params("projectId=%20&project_id=3&projectName=&project=X"))).toEqual({ projectId: "3", projectName: "X" })
    expect(reportProjectOf(params("projectName=%20%20Trimmed%20"))).toEqual({ projectId: undefined, projectName: "Trimmed" })
  })

  it("knows the project from either the id or the name; neither disables the buttons", () => {
    expect(isProjectKnown(reportProjectOf(params("id=1")))).toBe(true)
    expect(isProjectKnown(reportProjectOf(params("project=A")))).toBe(true)
    expect(isProjectKnown(reportProjectOf(params("project=%20&projectId=")))).toBe(false)
    expect(isProjectKnown(reportProjectOf(params("")))).toBe(false)
  })

  it("sends the name and a numeric id; labels the project by name, else the answered name, else #id", () => {
    expect(projectQueryFields({ projectId: "12", projectName: "A" })).toEqual({ project_id: "12", project_name: "A" })
    expect(projectQueryFields({ projectId: "abc", projectName: "A" })).toEqual({ project_id: undefined, project_name: "A" })
    expect(projectLabel({ projectId: "4", projectName: "Name" }, "Other")).toBe("Name")
    expect(projectLabel({ projectId: "4" }, "From server")).toBe("From server")
    expect(projectLabel({ projectId: "4" })).toBe("#4")
  })
})

describe("download rule (waterfall.md §8)", () => {
  it("accepts only a 2xx of the expected media type, parameters and case ignored", () => {
    expect(mediaType("Application/PDF; charset=binary")).toBe("application/pdf")
    expect(isExpectedFile(200, "application/pdf", PDF_TYPE)).toBe(true)
    expect(isExpectedFile(200, `${DOCX_TYPE}; foo=bar`, DOCX_TYPE)).toBe(true)
    expect(isExpectedFile(200, "application/json", ZIP_TYPE)).toBe(false)
    expect(isExpectedFile(200, null, PDF_TYPE)).toBe(false)
    expect(isExpectedFile(500, "application/pdf", PDF_TYPE)).toBe(false)
  })

  it("shows the JSON error field when the answer is not the file", () => {
    expect(downloadFailure("application/json", JSON.stringify({ error: "A failed DOCX" })).message).toBe("A failed DOCX")
    expect(downloadFailure("application/json; charset=utf-8", JSON.stringify({ message: "Only a message" })).message).toBe("Only a message")
  })

  it("else 'Unexpected response ({content type})'", () => {
    expect(downloadFailure("text/html; charset=utf-8", "<html>proxy page</html>").message).toBe("Unexpected response (text/html)")
    expect(downloadFailure("application/json", JSON.stringify({ ok: false })).message).toBe("Unexpected response (application/json)")
    expect(downloadFailure("application/json", JSON.stringify({ error: "  " })).message).toBe("Unexpected response (application/json)")
    expect(downloadFailure(null, "").message).toBe("Unexpected response (no content type)")
  })

  it("a 402 keeps the server's message and its upgrade link for the plan-limit alert", () => {
    const body = JSON.stringify({ error: FREE_NO_DOWNLOADS, message: FREE_NO_DOWNLOADS, cta: { label: "Subscription Status", path: "/account/billing" } })
    const failure = downloadFailure("application/json", body)
    expect(screenError({ status: 402, ...failure })).toEqual({ message: FREE_NO_DOWNLOADS, cta: { label: "Subscription Status", path: "/account/billing" } })
    expect(screenError({ status: 500, ...downloadFailure("text/plain", "boom") })).toEqual({ message: "Unexpected response (text/plain)" })
  })
})

describe("preview answer (waterfall.md §7)", () => {
  it("reads the JSON answer's html and meta", () => {
    const answer = previewFromAnswer(
      200,
      "application/json",
      JSON.stringify({ ok: true, html: "<h1>PID</h1>", meta: { generated_at: "2026-01-02T03:04:05Z", template_version: "t/1", source_hash: "abc" }, title: "Project Charter / PID", project_name: "Depot" })
    )
    expect(answer).toEqual({
      ok: true,
      preview: { html: "<h1>PID</h1>", meta: { generatedAt: "2026-01-02T03:04:05Z", templateVersion: "t/1", sourceHash: "abc" }, title: "Project Charter / PID", projectName: "Depot" }
    })
  })

  it("takes raw HTML as it is, and a JSON error as the error", () => {
    expect(previewFromAnswer(200, "text/html; charset=utf-8", "<p>raw</p>")).toEqual({ ok: true, preview: { html: "<p>raw</p>", meta: {} } })
    expect(previewFromAnswer(200, "application/json", JSON.stringify({ ok: false, error: "No renderer" }))).toMatchObject({ ok: false, message: "No renderer" })
    expect(previewFromAnswer(200, "application/json", "{}")).toMatchObject({ ok: false, message: "Backend 200" })
    expect(previewFromAnswer(200, "application/json", "not json")).toMatchObject({ ok: false, message: "Invalid JSON (200) not json" })
  })
})

describe("readiness list", () => {
  const project = { projectId: "5", projectName: "Depot move" }

  it("counts what each module holds and names the empty ones", () => {
    const bg = { background: { text: "Paper permits cost too much.", saved_at: null } }
    expect(readinessRow("scope", { ok: true, data: { found: true, scope: { goals: [{}, {}], deliverables: [{}], out_of_scope: [], ...bg } } }, project)).toMatchObject({ state: "ready", detail: "3 items" })
    // issue 37: a scope without a background (saved or answered at set-up) is named as missing one
    expect(readinessRow("scope", { ok: true, data: { found: true, scope: { goals: [{}], background: { text: "", saved_at: null } } } }, project)).toMatchObject({ state: "partial", detail: "1 item; no background yet" })
    const answered = { clarification_answers: { "What is the background and context, including the business case?": "Permits are on paper." } }
    expect(readinessRow("scope", { ok: true, data: { found: true, scope: { goals: [{}], ...answered } } }, project)).toMatchObject({ state: "ready", detail: "1 item" })
    expect(readinessRow("scope", { ok: true, data: { found: false, scope: null } }, project)).toMatchObject({ state: "empty", detail: "Still empty" })
    expect(readinessRow("risks", { ok: true, data: { risks: [{}] } }, project)).toMatchObject({ state: "ready", detail: "1 risk" })
    expect(readinessRow("stakeholders", { ok: true, data: { stakeholders: [] } }, project).state).toBe("empty")
    expect(readinessRow("wbs", { ok: true, data: { items: [{}, {}, {}] } }, project).detail).toBe("3 tasks")
    expect(readinessRow("budget", { ok: true, data: { found: true, budget: { items: [{}] } } }, project).detail).toBe("1 line")
    expect(readinessRow("budget", { ok: true, data: { found: false } }, project).state).toBe("empty")
    expect(readinessRow("comms", { ok: true, data: { found: true, plan: { objectives: ["a"], channels: [{}], audiences: [] } } }, project).detail).toBe("2 sections")
    expect(readinessRow("comms", { ok: true, data: { found: false, plan: null } }, project).state).toBe("empty")
  })

  it("a plan limit is 'Not on your plan', another failure is unknown, no answer yet is checking", () => {
    expect(readinessRow("stakeholders", { ok: false, status: 402, message: "x" }, project)).toMatchObject({ state: "locked", detail: "Not on your plan" })
    expect(readinessRow("wbs", { ok: false, status: 500, message: "Backend 500" }, project)).toMatchObject({ state: "unknown", detail: "Could not check (Backend 500)" })
    expect(readinessRow("wbs", undefined, project).state).toBe("checking")
  })

  it("links to each module's screen for this project", () => {
    expect(readinessRow("scope", undefined, project).to).toBe("/app/scope?project=Depot+move&projectId=5&mode=edit")
    expect(readinessRow("comms", undefined, project).to).toBe("/app/comms/short?project=Depot+move&projectId=5&approach=Waterfall&method=Waterfall")
    expect(moduleUrl("/app/risk", { projectId: "5" })).toBe("/app/risk?projectId=5")
  })
})

describe("formatSize", () => {
  it("prints bytes, KB and MB", () => {
    expect(formatSize(512)).toBe("512 B")
    expect(formatSize(2048)).toBe("2.0 KB")
    expect(formatSize(15_360 + 512)).toBe("15.5 KB")
    expect(formatSize(3 * 1024 * 1024)).toBe("3.0 MB")
    expect(formatSize(-1)).toBe("")
  })
})
