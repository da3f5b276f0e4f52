import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error bin/snapshot.js is plain JavaScript without types
import { blobPath, buildsAtInstall, buildsLater, startsFromSnapshot } from "../bin/snapshot.js"

const starts = (argv: ReadonlyArray<string>, env: Record<string, string>, tty: boolean, nodeArgs: ReadonlyArray<string> = []): boolean =>
  (startsFromSnapshot as (a: ReadonlyArray<string>, e: Record<string, string>, t: boolean, n: ReadonlyArray<string>) => boolean)(argv, env, tty, nodeArgs)

describe("when the CLI starts from its start-up snapshot (bin/snapshot.js)", () => {
  it("pack and sow do, other commands do not", () => {
    expect(starts(["pack", "brief.yaml", "--out", "pack"], {}, false)).toBe(true)
    expect(starts(["sow", "brief.yaml", "--out", "sow.pdf"], {}, false)).toBe(true)
    for (const command of ["validate", "init", "diff", "forecast", "import", "serve", "--version", "--help"]) expect(starts([command, "x"], {}, false)).toBe(false)
    expect(starts([], {}, false)).toBe(false)
  })

  it("not where a terminal shows the live view (Ink is not in the snapshot), unless it is CI or --json", () => {
    expect(starts(["pack", "b.yaml", "--out", "p"], {}, true)).toBe(false)
    expect(starts(["pack", "b.yaml", "--out", "p"], { CI: "true" }, true)).toBe(true)
    expect(starts(["pack", "b.yaml", "--out", "p"], { CI: "false" }, true)).toBe(false)
    expect(starts(["pack", "b.yaml", "--out", "p", "--json"], {}, true)).toBe(true)
  })

  it("not with INITPACK_SNAPSHOT=0 or Node options (V8 flags must match the blob's)", () => {
    expect(starts(["pack", "b.yaml", "--out", "p"], { INITPACK_SNAPSHOT: "0" }, false)).toBe(false)
    expect(starts(["pack", "b.yaml", "--out", "p"], { NODE_OPTIONS: "--max-old-space-size=4096" }, false)).toBe(false)
    expect(starts(["pack", "b.yaml", "--out", "p"], { NODE_OPTIONS: " " }, false)).toBe(true)
    expect(starts(["pack", "b.yaml", "--out", "p"], {}, false, ["--max-semi-space-size=32"])).toBe(false)
  })

  it("names the blob for the Node version, platform and architecture it was built by", () => {
    expect(blobPath("/x/dist")).toBe(`/x/dist/snapshot-${process.version}-${process.platform}-${process.arch}.blob`)
  })

  it("npm install builds the blob outside CI (a runner installs afresh and packs once), unless told otherwise", () => {
    const builds = buildsAtInstall as (env: Record<string, string>) => boolean
    expect(builds({})).toBe(true)
    expect(builds({ CI: "true" })).toBe(false)
    expect(builds({ CI: "1", INITPACK_SNAPSHOT: "1" })).toBe(true)
    expect(builds({ INITPACK_SNAPSHOT: "0" })).toBe(false)
    expect(builds({ CI: "false" })).toBe(true)
  })

  it("a pack that finds no blob builds one for the next runs on the same terms, where the bundle to build it from is", () => {
    const later = buildsLater as (dist: string, env: Record<string, string>) => boolean
    const dist = mkdtempSync(join(tmpdir(), "initpack-dist-"))
    try {
      expect(later(dist, {})).toBe(false)
      writeFileSync(join(dist, "snapshot.cjs"), "")
      expect(later(dist, {})).toBe(true)
      expect(later(dist, { CI: "true" })).toBe(false)
      expect(later(dist, { CI: "true", INITPACK_SNAPSHOT: "1" })).toBe(true)
      expect(later(dist, { INITPACK_SNAPSHOT: "0" })).toBe(false)
      expect(later(join(dist, "missing"), {})).toBe(false)
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})
