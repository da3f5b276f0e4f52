// `initpack check` on a terminal (issue 34): the Ink view of the findings (ink-testing-library), the same
// view drawn by renderCheck onto a fake terminal stdout, and when the Ink view is chosen over plain lines.
import { EventEmitter } from "node:events"
import { render } from "ink-testing-library"
import { describe, expect, it } from "vitest"
import type { Finding } from "@initpack/core/rules/health/finding"
import { onTerminal } from "../src/commands/check"
import { checkSummary } from "../src/output/check-summary"
import { CheckView, renderCheck } from "../src/view/check-view"

const findings: ReadonlyArray<Finding> = [
  { id: "governance.board-complete#1", severity: "error", rule: "governance.board-complete", module: "stakeholders", lines: ["Senior User"], message: "The project board has no Senior User.", fix: "Name the Senior User." },
  { id: "risks.mitigation#1", severity: "warning", rule: "risks.mitigation", module: "risks", lines: ["Kiosk supplier delivers late"], message: 'The risk "Kiosk supplier delivers late" has no mitigation.', fix: "Write the mitigation.", target: "7" },
  { id: "risks.owner#1", severity: "note", rule: "risks.owner", module: "risks", lines: [], message: "No owners.", fix: "Name them." }
]
const summary = checkSummary("brief.yaml", { project: { name: "Depot Move", method: "waterfall" } }, findings)

const strip = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, "")

describe("CheckView (Ink)", () => {
  it("draws the summary, then each severity's findings with module, rule, lines and fix, errors first", () => {
    const { lastFrame } = render(<CheckView summary={summary} findings={findings} />)
    const frame = strip(lastFrame() ?? "")
    expect(frame).toContain("brief.yaml: Depot Move (waterfall): 1 error, 1 warning, 1 note")
    expect(frame).toContain("ERROR [stakeholders] The project board has no Senior User. (governance.board-complete)")
    expect(frame).toContain("- Senior User")
    expect(frame).toContain("fix: Name the Senior User.")
    expect(frame).toContain('WARNING [risks] The risk "Kiosk supplier delivers late" has no mitigation. (risks.mitigation)')
    expect(frame).toContain("NOTE [risks] No owners. (risks.owner)")
    const order = ["Errors:", "Warnings:", "Notes:"].map((h) => frame.indexOf(h))
    expect(order.every((i) => i >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(frame).not.toContain("Nothing to raise")
  })

  it("a clean pack says there is nothing to raise, with no severity headings", () => {
    const { lastFrame } = render(<CheckView summary={checkSummary("p", { project: { name: "X", method: "agile" } }, [])} findings={[]} />)
    const frame = strip(lastFrame() ?? "")
    expect(frame).toContain("p: X (agile): 0 errors, 0 warnings, 0 notes")
    expect(frame).toContain("Nothing to raise")
    expect(frame).not.toContain("Errors:")
  })

  it("renderCheck draws onto a terminal's stdout and finishes (the cursor shown again)", async () => {
    const out: Array<string> = []
    const stdout = Object.assign(new EventEmitter(), { isTTY: true, columns: 120, rows: 40, write: (chunk: string) => (out.push(String(chunk)), true) })
    await renderCheck(stdout as unknown as NodeJS.WriteStream, { summary, findings })
    const text = out.join("")
    expect(strip(text)).toContain("ERROR [stakeholders] The project board has no Senior User.")
    expect(strip(text)).toContain("fix: Write the mitigation.")
    expect(strip(text)).toContain("NOTE [risks] No owners. (risks.owner)")
    expect(text.endsWith("\u001b[?25h")).toBe(true)
  })

  it("the Ink view only on a terminal for people: not a pipe, not CI, not NO_COLOR", () => {
    const tty = { isTTY: true } as NodeJS.WriteStream
    const pipe = { isTTY: false } as unknown as NodeJS.WriteStream
    expect(onTerminal({ stdout: tty, env: {} })).toBe(true)
    expect(onTerminal({ stdout: pipe, env: {} })).toBe(false)
    expect(onTerminal({ stdout: tty, env: { CI: "true" } })).toBe(false)
    expect(onTerminal({ stdout: tty, env: { CI: "false" } })).toBe(true)
    expect(onTerminal({ stdout: tty, env: { NO_COLOR: "1" } })).toBe(false)
  })
})
