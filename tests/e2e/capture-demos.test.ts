// The demo reels are screenshots of the real screens (issue 10): the capture script still walks today's
// screens. It captures the WBS reel (after driving the Scope Builder without capturing) into a temp folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { DEMO_REELS } from "../../apps/web/src/features/demo/data/demo-reels"
import { captureDemos } from "../../scripts/capture-demos"
import { jpegSize } from "../support/jpeg"
import { hasChromium } from "./support/browser"

const run = hasChromium() ? describe : describe.skip

run("demo capture script (Chromium)", { timeout: 180_000 }, () => {
  const out = mkdtempSync(join(tmpdir(), "initpack-demo-media-"))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it("captures every frame of the WBS reel as a 1280 x 800 screenshot of the running app", async () => {
    const lines: Array<string> = []
    await captureDemos(["wbs"], out, (line) => lines.push(line))
    const frames = DEMO_REELS.wbs.frames
    expect(readdirSync(join(out, "wbs")).sort()).toEqual(frames.map((f) => `${f.id}.jpg`).sort())
    for (const frame of frames) {
      const bytes = readFileSync(join(out, "wbs", `${frame.id}.jpg`))
      expect(jpegSize(bytes), frame.id).toEqual({ width: 1280, height: 800 })
      expect(bytes.length, frame.id).toBeGreaterThan(20_000)
    }
    expect(lines).toHaveLength(frames.length)
    // only the asked-for reel: scope and risk were driven, not written
    expect(readdirSync(out)).toEqual(["wbs"])
  })
})
