// Issue 35: each module's state while drafting, from the streamed lines, and what the live region reads out.
import { describe, expect, it } from "vitest"
import { NO_PROGRESS, statusText, withLine, type DraftProgress } from "../src/features/project-from-brief/lib/module-progress"
import type { DraftStreamLine } from "@initpack/core/use-cases/pack/draft-events"

const MODULES = [
  { module: "scope", label: "Scope" },
  { module: "stakeholders", label: "Stakeholders & RACI" },
  { module: "risks", label: "Risk register" }
] as const
const START: DraftStreamLine = { type: "start", method: "waterfall", drafter: "openai:m", modules: MODULES }
const apply = (lines: ReadonlyArray<DraftStreamLine>, from: DraftProgress = NO_PROGRESS) => lines.reduce(withLine, from)

describe("module progress", () => {
  it("follows each module from waiting to drafted or failed, and says the latest change", () => {
    const p = apply([
      START,
      { type: "module", module: "scope", label: "Scope", status: "drafting", drafter: "openai:m" },
      { type: "module", module: "scope", label: "Scope", status: "done", summary: "3 goals", drafter: "openai:m", kept: false },
      { type: "module", module: "stakeholders", label: "Stakeholders & RACI", status: "drafting", drafter: "openai:m" }
    ])
    expect(p.modules.map((m) => m.status)).toEqual(["done", "drafting", "waiting"])
    expect(p.latest).toBe("Stakeholders & RACI: drafting…")
    const failed = withLine(p, { type: "module", module: "stakeholders", label: "Stakeholders & RACI", status: "failed", kind: "timeout", reason: "the model did not answer in time" })
    expect(failed.latest).toBe("Stakeholders & RACI: failed: the model did not answer in time")
    expect(statusText(failed.modules[0]!, failed.drafter)).toBe("drafted: 3 goals")
  })

  it("a retry keeps what was drafted before (and by whom); a module drafted offline while a model is configured says so", () => {
    const first = apply([
      START,
      { type: "module", module: "scope", label: "Scope", status: "done", summary: "3 goals", drafter: "openai:m", kept: false },
      { type: "module", module: "stakeholders", label: "Stakeholders & RACI", status: "failed", kind: "unavailable", reason: "down" }
    ])
    const retry = apply(
      [
        START,
        { type: "module", module: "scope", label: "Scope", status: "done", summary: "3 goals", drafter: "", kept: true },
        { type: "module", module: "stakeholders", label: "Stakeholders & RACI", status: "drafting", drafter: "offline" },
        { type: "module", module: "stakeholders", label: "Stakeholders & RACI", status: "done", summary: "6 stakeholders", drafter: "offline", kept: false }
      ],
      first
    )
    expect(retry.modules.map((m) => [m.status, m.drafter])).toEqual([
      ["done", "openai:m"],
      ["done", "offline"],
      ["waiting", undefined]
    ])
    expect(statusText(retry.modules[1]!, retry.drafter)).toBe("drafted offline: 6 stakeholders")
    expect(retry.latest).toBe("Stakeholders & RACI: drafted offline: 6 stakeholders")
    // offline throughout, "offline" is not said
    expect(statusText({ module: "risks", label: "Risk register", status: "done", summary: "9 risks", drafter: "offline" }, "offline")).toBe("drafted: 9 risks")
  })
})
