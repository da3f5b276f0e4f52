// The built CLI tags the brief on a second thread (apps/cli/src/tagger.ts); the drafts must not depend on it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ensureBuilt, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-cli-tagger-"))
// steps whose verbs only the part-of-speech tagger reads, measures and people that act
const BRIEF = `project:
  name: Salt Roads Documentary
  method: waterfall
  start: 2026-09-07
summary: A 90-minute documentary about the old salt trade routes for Coastline TV.
background: >
  Tidewater Films has a commission from Coastline TV. Viewer numbers for history documentaries are falling.
  Researchers find archive footage and producers clear the rights.
clarifications:
  scope: >
    We will research and write the treatment, cast the contributors, scout the four locations, shoot for 18 days,
    compose the score, colour grade and mix the sound, and deliver the master files to the broadcaster.
  constraints: The production budget is capped at GBP 350,000. Delivery is due by 15 January 2027.
`

beforeAll(() => {
  ensureBuilt()
  writeFileSync(join(work, "brief.yaml"), BRIEF)
}, 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("initpack pack with the tagger thread", () => {
  it("drafts byte-identical artefacts and documents with the thread and without it", async () => {
    // without the start-up snapshot, which holds compromise already and so starts no tagger thread
    const threaded = await runCli(["pack", join(work, "brief.yaml"), "--out", join(work, "threaded"), "--formats", "md"], { env: { INITPACK_SNAPSHOT: "0" } })
    const inline = await runCli(["pack", join(work, "brief.yaml"), "--out", join(work, "inline"), "--formats", "md"], {
      env: { INITPACK_SNAPSHOT: "0", INITPACK_TAGGER_THREAD: "0" }
    })
    expect(threaded.code, threaded.stderr).toBe(0)
    expect(inline.code, inline.stderr).toBe(0)
    const artefacts = readFileSync(join(work, "threaded/artefacts.json"), "utf8")
    expect(artefacts).toEqual(readFileSync(join(work, "inline/artefacts.json"), "utf8"))
    expect(readFileSync(join(work, "threaded/01-pid.md"), "utf8")).toEqual(readFileSync(join(work, "inline/01-pid.md"), "utf8"))
    // the tagger's steps are in the plan: "Compose the score" has a verb the step lexicon does not know
    expect(artefacts).toMatch(/Compose the score/)
  }, 60_000)
})
