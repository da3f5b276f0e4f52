import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { readBriefDocument, BriefUnreadable } from "@initpack/adapters/brief-reader/read-brief-document"
import { briefFromForm } from "@initpack/core/brief/brief-form"
import * as M from "@initpack/core/messages/brief-reader"
import { PROJECT_NAME_REQUIRED } from "@initpack/core/messages/platform-projects"

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../../../tests/fixtures/briefs", name))
const TODAY = "2026-01-05"
const read = (fileName: string | undefined, text: string) => readBriefDocument({ fileName, bytes: new TextEncoder().encode(text) }, TODAY)

describe("the brief reader", () => {
  it("reads a Markdown brief into the form: dates, money, quantities, people, constraints, risk context", async () => {
    const form = await readBriefDocument({ fileName: "brief.md", bytes: fixture("library-refurbishment.md") }, TODAY)
    expect(form.name).toBe("Riverside Library Refurbishment")
    expect(form.method).toBe("waterfall")
    expect(form.start).toBe("2026-03-02")
    expect(form.deadlines[0]).toBe("31 August 2026")
    expect(form.money).toEqual(["£420,000"])
    expect(form.currency).toBe("GBP")
    expect(form.quantities).toEqual(expect.arrayContaining(["40 new public computers", "18,000 books"]))
    expect(form.stakeholders).toContainEqual({ name: "Dana Reyes", role: "Sponsor" })
    expect(form.stakeholders.map((s) => s.name)).toContain("Estates team")
    expect(form.constraints.some((c) => c.includes("children's section"))).toBe(true)
    expect(form.risk_context).toContain("asbestos")
    // only the method was assumed, and the form says why
    expect(form.assumed.map((a) => a.field)).toEqual(["method"])
    expect(form.assumed[0]!.reason).toMatch(/waterfall/)
  })

  it("reads field labels and the sponsor's risk sections: the method and start lines, a risks heading, a risk-context paragraph", async () => {
    const headed = await read(
      "ferry.md",
      [
        "# Island Ferry Replacement",
        "",
        "Method: waterfall",
        "Start: 2027-02-01",
        "",
        "About 900 islanders depend on the ferry for school and hospital visits. We want a new ferry in service by 31 October 2029.",
        "",
        "## Risks",
        "",
        "Shipyards are fully booked. The chief engineer retires in 2028.",
        "",
        "Severe winter weather can stop marine works.",
        "",
        "## Who is involved",
        "",
        "Sponsor: Mary Flaherty"
      ].join("\n")
    )
    expect(headed.method).toBe("waterfall")
    expect(headed.start).toBe("2027-02-01")
    expect(headed.assumed.map((a) => a.field)).not.toContain("method")
    // the section, all of it and only it ("depend on" in the situation is no risk)
    expect(headed.risk_context).toBe("Shipyards are fully booked. The chief engineer retires in 2028. Severe winter weather can stop marine works.")
    expect(headed.text).not.toMatch(/Shipyards|winter weather|Method:/)
    expect(headed.text).toMatch(/Sponsor: Mary Flaherty/)
    expect(headed.constraints.join(" ")).not.toMatch(/Start:|Method:/)

    const labelled = await read(undefined, "Depot Upgrade\n\nMethod: Scrum\nStart date: 4 January 2027\n\nWe need two new depots by 2029.\n\nRisk context: The landlord may refuse consent. Prices keep rising.\n\nThe board meets monthly.")
    expect(labelled.method).toBe("agile")
    expect(labelled.start).toBe("2027-01-04")
    expect(labelled.risk_context).toBe("The landlord may refuse consent. Prices keep rising.")
    expect(labelled.text).toMatch(/The board meets monthly/)
  })

  it("marks what a bare pasted text leaves unsaid as assumed, each with its reason", async () => {
    const form = await read(undefined, "We need to move the Westside outpatient clinic into the new wing so patients stop waiting in the corridor.")
    expect(form.name).toBe("Move the Westside outpatient clinic")
    const fields = form.assumed.map((a) => a.field)
    expect(fields).toEqual(expect.arrayContaining(["name", "method", "start", "deadlines", "money"]))
    expect(form.start).toBe(TODAY)
    for (const a of form.assumed) expect(a.reason.length).toBeGreaterThan(20)
  })

  it("gives the drafter the brief's words and only what the user changed on top", async () => {
    const form = await readBriefDocument({ fileName: "brief.txt", bytes: fixture("booking-app.txt") }, TODAY)
    expect(form.method).toBe("agile")
    const same = briefFromForm(form)
    expect(same.summary).toBe(form.text)
    expect(same.clarifications).toBeUndefined()
    const edited = briefFromForm({ ...form, deadlines: ["31 July 2026"], constraints: [...form.constraints, "No work on public holidays"] })
    expect(edited.clarifications).toEqual({ Deadline: "The work must be finished by 31 July 2026.", Constraints: "No work on public holidays" })
  })

  it("reads a brief .yaml as it is", async () => {
    const form = await read("brief.yaml", "project:\n  name: Harbour Walk\n  method: agile\nsummary: A walking app for the harbour.\n")
    expect(form).toMatchObject({ name: "Harbour Walk", method: "agile", start: TODAY, text: "A walking app for the harbour." })
    expect(briefFromForm(form).project).toEqual({ name: "Harbour Walk", method: "agile", start: TODAY })
  })

  it("refuses a bad document with the message to show", async () => {
    const refused = async (p: Promise<unknown>, message: string) => {
      const error = await p.then(() => undefined, (e: unknown) => e)
      expect(error).toBeInstanceOf(BriefUnreadable)
      expect((error as Error).message).toBe(message)
    }
    await refused(read("brief.pdf", "%PDF-1.7"), M.BRIEF_NOT_A_DOCUMENT)
    await refused(read("brief.txt", ""), M.BRIEF_EMPTY)
    await refused(read(undefined, " \n ... \n"), M.BRIEF_EMPTY)
    await refused(read("brief.md", "x".repeat(M.BRIEF_MAX_BYTES + 1)), M.BRIEF_TOO_LARGE)
    await refused(read("brief.yaml", "summary: no project here\n"), PROJECT_NAME_REQUIRED)
    await refused(read("brief.yaml", "project:\n  name: '  '\n"), PROJECT_NAME_REQUIRED)
    await refused(read("brief.docx", "PK\u0003\u0004 broken"), M.BRIEF_DOCX_UNREADABLE)
  })
})

describe("a paragraph that opens with a worry", () => {
  it("lists risks: its other sentences are the risk context, the opener is none", async () => {
    const form = await read("app.md", "# Volunteer App\n\nWe want an app that lets volunteers find roles near them by 2028.\n\nThe worries are real. The last freelancer we paid stopped answering emails. App review has rejected charity apps before.\n\nSponsor: Margaret Osei")
    expect(form.risk_context).toBe("The last freelancer we paid stopped answering emails. App review has rejected charity apps before.")
    expect(form.text).not.toMatch(/freelancer|worries are real/)
  })
})
