// The demo pages show real screenshots (issue 10, platform.md §2.1): every frame of every reel is a
// JPEG in apps/web/public/demo-media, captured at the app's 1280 x 800 viewport, and no file is orphaned.
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { DEMO_MODULES, DEMO_REELS, frameSrc } from "../src/features/demo/data/demo-reels"
import { jpegSize } from "../../../tests/support/jpeg"

const publicDir = resolve(import.meta.dirname, "../public")

describe("demo reels", () => {
  it("reads a JPEG's size from its header and rejects other bytes", () => {
    expect(jpegSize(Buffer.from("not a jpeg at all"))).toBeNull()
  })

  for (const module of DEMO_MODULES) {
    const reel = DEMO_REELS[module]
    it(`${module}: every frame is a 1280 x 800 JPEG screenshot, captions unique, no stray files`, () => {
      expect(reel.frames.length).toBeGreaterThanOrEqual(4)
      expect(new Set(reel.frames.map((f) => f.caption)).size).toBe(reel.frames.length)
      for (const frame of reel.frames) {
        const bytes = readFileSync(join(publicDir, frameSrc(module, frame)))
        expect(jpegSize(bytes), frame.id).toEqual({ width: 1280, height: 800 })
        // a screen of the app, not a blank image: real screenshots compress to tens of kilobytes
        expect(bytes.length, frame.id).toBeGreaterThan(20_000)
      }
      const files = readdirSync(join(publicDir, "demo-media", module)).sort()
      expect(files).toEqual(reel.frames.map((f) => `${f.id}.jpg`).sort())
    })
  }
})
