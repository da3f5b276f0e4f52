// `initpack check`'s text (apps/cli/src/commands/check.ts): plain lines off a terminal, the severity words in
// colour on one.
import { describe, expect, it } from "vitest"
import type { Finding } from "@initpack/core/rules/health/finding"
import { ansi, checkText } from "../src/commands/check"

const findings: ReadonlyArray<Finding> = [
  { id: "governance.board-complete#1", severity: "error", rule: "governance.board-complete", module: "stakeholders", lines: ["Senior User"], message: "The project board has no Senior User.", fix: "Name the Senior User." },
  { id: "risks.owner#1", severity: "note", rule: "risks.owner", module: "risks", lines: [], message: "No owners.", fix: "Name them." }
]
const artefacts = { project: { name: "Depot Move", method: "waterfall" as const } }

describe("check text", () => {
  it("prints a summary, then each severity's findings with lines and fix", () => {
    expect(checkText("pack/artefacts.json", artefacts, findings)).toBe(
      [
        "pack/artefacts.json: Depot Move (waterfall): 1 error, 0 warnings, 1 note",
        "",
        "Errors:",
        "  ERROR [stakeholders] The project board has no Senior User. (governance.board-complete)",
        "    - Senior User",
        "    fix: Name the Senior User.",
        "",
        "Notes:",
        "  NOTE [risks] No owners. (risks.owner)",
        "    fix: Name them.",
        ""
      ].join("\n")
    )
  })

  it("colours the severity words and dims the fixes on a terminal", () => {
    const text = checkText("p", artefacts, findings, ansi)
    expect(text).toContain("\u001b[31;1mERROR\u001b[0m [stakeholders]")
    expect(text).toContain("\u001b[2m    fix: Name the Senior User.\u001b[0m")
    expect(text).toContain("\u001b[1mErrors:\u001b[0m")
  })
})
