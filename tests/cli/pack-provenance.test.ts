// Issue 33 point 1 / issue 35: artefacts.json carries the provenance of every review line (brief quote, knowledge,
// computed with its formula, assumed with its reason).
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { Provenance } from "@initpack/core/drafting/provenance/provenance"
import { reviewLines } from "@initpack/core/rules/pack-review/review-lines"
import { ensureBuilt, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-provenance-"))
beforeAll(() => ensureBuilt(), 180_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

interface Saved {
  readonly artefacts: ProjectArtefacts
  readonly provenance: Record<string, Provenance>
}

describe("artefacts.json provenance", () => {
  let saved: Saved
  beforeAll(async () => {
    const out = join(work, "plain")
    expect((await runCli(["pack", "docs/examples/waterfall.yaml", "--out", out, "--formats", "md"])).code).toBe(0)
    saved = JSON.parse(readFileSync(join(out, "artefacts.json"), "utf8")) as Saved
  }, 90_000)

  it("has one provenance per review line, under the review screen's keys", () => {
    expect(Object.keys(saved.provenance).sort()).toEqual(reviewLines(saved.artefacts).map((l) => l.key).sort())
  })

  it("quotes the brief for the risk context's risks and names the formula of priced lines", () => {
    const risk = (saved.artefacts.risks ?? []).findIndex((r) => /permit records/i.test(r.title ?? ""))
    expect(saved.provenance[`risks.${risk}`]).toEqual({ kind: "brief", quote: "Seven years of permit records with inconsistent addresses must be migrated" })
    const pm = (saved.artefacts.budget?.items ?? []).findIndex((b) => b.item === "Project Manager")
    expect(saved.provenance[`budget.${pm}`]).toMatchObject({ kind: "computed" })
    expect(saved.provenance[`budget.${pm}`]?.rule).toMatch(/h x 150\/h/)
    const kinds = new Set(Object.values(saved.provenance).map((p) => p.kind))
    expect([...kinds].sort()).toEqual(["assumed", "brief", "computed", "knowledge"])
  })
})
