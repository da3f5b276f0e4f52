import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { wantsTagger } from "../src/tagger"

const dir = mkdtempSync(join(tmpdir(), "initpack-tagger-choice-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string, text: string): string => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

describe("when the CLI starts the tagger thread", () => {
  const brief = file("brief.yaml", "project:\n  name: Harbour Wall\n")
  const jsonBrief = file("brief.json", JSON.stringify({ project: { name: "Harbour Wall" } }))
  const saved = file("artefacts.json", `${JSON.stringify({ format: "initpack-artefacts", version: 1, artefacts: {} }, null, 2)}\n`)

  it("for a brief to draft offline on two cores, from a file or standard input", () => {
    expect(wantsTagger(brief, false, {}, 2)).toBe(true)
    expect(wantsTagger(jsonBrief, false, {}, 2)).toBe(true)
    expect(wantsTagger("-", false, {}, 2)).toBe(true)
  })

  it("not for an earlier pack's artefacts.json, which is rendered without drafting", () => {
    expect(wantsTagger(saved, false, {}, 2)).toBe(false)
  })

  it("not when a model drafts, nor on one core, nor when turned off", () => {
    expect(wantsTagger(brief, false, { OPENAI_API_KEY: "sk-test" }, 2)).toBe(false)
    expect(wantsTagger(brief, true, { OPENAI_API_KEY: "sk-test" }, 2)).toBe(true)
    expect(wantsTagger(brief, false, { OPENAI_BASE_URL: "http://127.0.0.1:1/v1" }, 2)).toBe(false)
    expect(wantsTagger(brief, false, {}, 1)).toBe(false)
    expect(wantsTagger(brief, false, { INITPACK_TAGGER_THREAD: "0" }, 2)).toBe(false)
  })

  it("a missing file still counts as a brief (the command reports it)", () => {
    expect(wantsTagger(join(dir, "missing.yaml"), false, {}, 2)).toBe(true)
  })
})
