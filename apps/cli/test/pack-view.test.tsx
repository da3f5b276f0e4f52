import { render } from "ink-testing-library"
import { describe, expect, it } from "vitest"
import { packSteps } from "@initpack/core/use-cases/pack/pack-progress"
import type { WrittenFile } from "../src/pack/write-pack"
import { LivePackView, PackView } from "../src/view/pack-view"
import {
  createViewStore,
  initialViewState,
  onDone,
  onFailed,
  onFile,
  onProgress,
  onWriting,
  type PackViewState
} from "../src/view/view-state"

const base = (): PackViewState => initialViewState("initpack pack: Riverbend", "(waterfall, offline drafter)", packSteps("waterfall"))
const file = (path: string, bytes: number): WrittenFile => ({ path, kind: "document", format: "md", bytes })
const tick = () => new Promise((r) => setTimeout(r, 30))

describe("PackView (Ink)", () => {
  it("lists a step per module, pending before drafting starts", () => {
    const { lastFrame } = render(<PackView state={base()} />)
    const frame = lastFrame() ?? ""
    expect(frame).toContain("initpack pack: Riverbend")
    for (const label of ["Scope", "Stakeholders & RACI", "Risk register", "WBS", "Execution summary", "Budget", "Comms plan", "Write files"]) {
      expect(frame).toContain(label)
    }
    expect(frame).not.toContain("✔")
  })

  it("shows a spinner on the running step and a done mark with counts on finished steps", async () => {
    let state = onProgress(base(), { _tag: "StepStarted", step: "scope", label: "Scope" })
    state = onProgress(state, { _tag: "StepDone", step: "scope", label: "Scope", summary: "4 goals, 5 deliverables" })
    state = onProgress(state, { _tag: "StepStarted", step: "risks", label: "Risk register" })
    const { lastFrame, frames } = render(<PackView state={state} />)
    const frame = lastFrame() ?? ""
    expect(frame).toMatch(/✔\s+Scope\s+4 goals, 5 deliverables/)
    expect(frame).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]\s+Risk register/)
    await tick()
    await tick()
    await tick()
    // the spinner animates: later frames show another glyph on the running line
    const glyphs = new Set(frames.map((f) => /([⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏])\s+Risk register/.exec(f)?.[1]).filter(Boolean))
    expect(glyphs.size).toBeGreaterThan(1)
  })

  it("ends with a table of the written files", () => {
    let state = onWriting(base())
    state = onFile(state, file("out/01-pid.md", 13_100))
    state = onFile(state, file("out/risk_register_Riverbend_2026-03-02.csv", 900))
    const running = render(<PackView state={state} />).lastFrame() ?? ""
    expect(running).toMatch(/Write files\s+2 files/)
    expect(running).not.toContain("File ")
    const done = render(<PackView state={onDone(state)} />).lastFrame() ?? ""
    expect(done).toMatch(/File\s+Type\s+Size/)
    expect(done).toMatch(/out\/01-pid\.md\s+md\s+12\.8 kB/)
    expect(done).toMatch(/out\/risk_register_Riverbend_2026-03-02\.csv\s+md\s+900 B/)
    expect(done).toMatch(/✔\s+Write files/)
  })

  it("marks the running step failed and shows the error", () => {
    const state = onFailed(onProgress(base(), { _tag: "StepStarted", step: "wbs", label: "WBS" }), "initpack: drafting failed: timeout")
    const frame = render(<PackView state={state} />).lastFrame() ?? ""
    expect(frame).toMatch(/✖\s+WBS/)
    expect(frame).toContain("initpack: drafting failed: timeout")
  })

  it("the live view follows the store", async () => {
    const store = createViewStore(base())
    const { lastFrame, unmount } = render(<LivePackView store={store} />)
    expect(lastFrame()).not.toContain("18 risks, 3 High")
    store.update((s) => onProgress(s, { _tag: "StepDone", step: "risks", label: "Risk register", summary: "18 risks, 3 High" }))
    await tick()
    expect(lastFrame()).toMatch(/✔\s+Risk register\s+18 risks, 3 High/)
    unmount()
  })
})
