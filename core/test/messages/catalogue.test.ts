import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import * as agile from "../../src/messages/agile"
import * as budget from "../../src/messages/budget"
import * as general from "../../src/messages/general"
import * as auth from "../../src/messages/platform-auth"
import * as admin from "../../src/messages/platform-admin"
import * as billing from "../../src/messages/platform-billing"
import * as feedback from "../../src/messages/platform-feedback"
import * as plans from "../../src/messages/platform-plans"
import * as projects from "../../src/messages/platform-projects"
import * as reports from "../../src/messages/reports"
import * as risk from "../../src/messages/risk"
import * as scope from "../../src/messages/scope"
import * as stakeholders from "../../src/messages/stakeholders"
import * as wbs from "../../src/messages/wbs"

const specText = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`../../../../shared/spec/${name}`, import.meta.url)), "utf8")
const spec = ["platform.md", "waterfall.md", "agile.md"].map(specText).join("\n")

// Texts the spec asks for without giving wording, plus UI labels; everything else must be verbatim spec text.
const productChosen = new Set<string>([
  "SIGNUP_ROLE_REQUIRED", "SIGNUP_COUNTRY_REQUIRED", "SIGNUP_TERMS_REQUIRED", "FEEDBACK_MESSAGE_REQUIRED", "FEEDBACK_TYPE_INVALID",
  "SCOPE_ITEM_TITLE_REQUIRED", "SCOPE_BACKGROUND_NOT_ITEMS", "RISK_TITLE_REQUIRED", "RISK_GENERATE_NEEDS_CONTEXT",
  "WBS_DURATION_INVALID", "EPIC_NAME_REQUIRED", "STORY_AS_A_AND_I_WANT_REQUIRED",
  "REPORTS_ARE_DRAFTS", "PDF_NEEDS_SERVER_RENDERER", "UPGRADE_REQUIRED", "TOPUPS_DO_NOT_CARRY_OVER",
  ...Object.keys(plans)
])

const modules = { agile, budget, general, auth, admin, billing, feedback, plans, projects, reports, risk, scope, stakeholders, wbs }

describe("message catalogue matches the spec verbatim", () => {
  const constants = Object.entries(modules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .filter(([name]) => !productChosen.has(name) && !name.startsWith("UPGRADE_CTA"))
      .map(([name, text]) => [`${file}.${name}`, text] as const)
  )

  it("covers a broad sample", () => {
    expect(constants.length).toBeGreaterThan(90)
  })

  it.each(constants)("%s appears in the spec", (_name, text) => {
    expect(spec).toContain(text)
  })

  it("platform.md §5: typographic apostrophes are kept", () => {
    expect(projects.METHODOLOGY_NOT_ON_PLAN).toBe("That delivery method isn\u2019t available on your plan.")
    expect(projects.MAX_PROJECTS_REACHED).toBe(
      "You\u2019ve already created the maximum projects for your current billing window."
    )
    expect(projects.AGILE_NOT_ON_PLAN).toBe("Agile isn\u2019t available on your current plan.")
    expect(auth.SIGNUP_PASSWORDS_DONT_MATCH).toBe("Passwords don't match.")
  })

  it("platform.md §6: the upgrade call to action defaults to Subscription Status at /account/billing", () => {
    expect(spec).toContain(`default label ${billing.UPGRADE_CTA_LABEL}, to ${billing.UPGRADE_CTA_PATH}`)
  })
})

describe("template functions render the spec's placeholders", () => {
  const templates: ReadonlyArray<readonly [string, string]> = [
    [general.backendStatus("{status}"), "Backend {status}"],
    [general.backendReturned("{status}"), "'Backend returned {status}'"],
    [general.invalidJson("{status}", ""), "Invalid JSON ({status})"],
    [general.invalidJsonFrom("{endpoint}", "..."), "'Invalid JSON from {endpoint}: ...'"],
    [general.unexpectedResponse("{content type}"), "Unexpected response ({content type})"],
    [projects.archiveFailed("{status}"), "Archive failed: {status}"],
    [projects.unarchiveFailed("{status}"), "Unarchive failed: {status}"],
    [projects.listFailed("{status}"), "Failed: {status}"],
    [projects.deliveryCheckFailed("{status}"), "Delivery check failed {status}"],
    [projects.resolveFailed("{status}"), "Resolve failed {status}"],
    [projects.failedToLoadPlan("status"), "Failed to load plan (status)"],
    [projects.capacityCheckFailed("status"), "Capacity check failed (status)"],
    [projects.nameCheckFailed("status"), "Name check failed (status)"],
    [projects.createFailed("status"), "Create failed (status)"],
    [auth.loginFailed("status"), "Login failed (status)"],
    [admin.searchFailed("{status}"), "Search failed: {status}"],
    [scope.noAdditionalKpis("{goal}"), `'No additional KPIs available for "{goal}".'`],
    [scope.savedAt("{time}"), "'Saved at {time}'"],
    [scope.autoSavedAt("{time}"), "'Auto-saved at {time}'"],
    [scope.addOnlyFailed("{status}"), "'Add-only failed: {status}'"],
    [scope.expandOneFailed("{status}"), "'Expand-one failed: {status}'"],
    [scope.loadFailed("{status}"), "'Load failed ({status})'"],
    [scope.saveFailed("{status}"), "'Save failed ({status})'"],
    [scope.expandFailed("{status}"), "'Expand failed ({status})'"],
    [scope.aiRequestFailed("{status}"), "'AI request failed ({status})'"],
    [scope.generateFailed("{status}"), "'Generate failed ({status})'"],
    [stakeholders.matrixFailed("{status}"), "'Matrix failed ({status})'"],
    [stakeholders.aiFailed("{status}"), "'AI failed ({status})'"],
    [wbs.wbsExportFailed("{status}"), "'Export failed ({status})'"],
    [agile.personasAiFailed("{status}"), "Personas AI failed ({status})"],
    [agile.backlogLoadFailed("{status}"), "Backlog load failed ({status})"],
    [agile.agileSavedAt("{time}"), "Saved {time}"],
    [
      budget.missingOptionalDetails(["software specifics", "hardware specifics", "third-party specifics"]),
      "'Missing optional details: software specifics, hardware specifics, third-party specifics'"
    ]
  ]

  it.each(templates)("%s", (rendered, quotedInSpec) => {
    const unquoted = quotedInSpec.startsWith("'") ? quotedInSpec.slice(1, -1) : quotedInSpec
    expect(rendered).toBe(unquoted)
    expect(spec).toContain(quotedInSpec)
  })

  it("platform.md §8: Invalid JSON quotes the first 200 characters of the body", () => {
    const body = "<html>" + "x".repeat(300)
    const text = general.invalidJson(502, body)
    expect(text.startsWith("Invalid JSON (502) <html>")).toBe(true)
    expect(text).toBe(`Invalid JSON (502) ${body.slice(0, 200)}`)
  })

  it("platform.md §8: the server's error or message field wins over the fallback", () => {
    expect(general.serverMessageOr({ error: "Nope" }, general.backendStatus(500))).toBe("Nope")
    expect(general.serverMessageOr({ message: "Limit" }, general.backendStatus(500))).toBe("Limit")
    expect(general.serverMessageOr({}, general.backendStatus(500))).toBe("Backend 500")
    expect(general.serverMessageOr(null, general.backendStatus(404))).toBe("Backend 404")
  })
})
