// Issue 37: the PM's answer to the Scope set-up's background question is the background until one is drafted or saved.
import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "../../src/document/artefacts"
import { buildPid } from "../../src/document/build-pid"
import { buildSow } from "../../src/document/build-sow"
import type { Block } from "../../src/document/model"
import { BACKGROUND_QUESTION, backgroundAnswer, effectiveBackground } from "../../src/rules/scope/background-answer"

/** The text of the block after a heading (a paragraph's inlines joined, a callout's text). */
const afterHeading = (blocks: ReadonlyArray<Block>, title: string): string | undefined => {
  const at = blocks.findIndex((b) => b._tag === "Heading" && b.text === title)
  const next = at < 0 ? undefined : blocks[at + 1]
  if (next?._tag === "Paragraph") return next.inlines.map((i) => i.text).join("")
  return next?._tag === "Callout" ? next.text : undefined
}

const project = (background: string, answers?: Record<string, string>): ProjectArtefacts => ({
  project: { name: "Parking permits", method: "waterfall" },
  scope: { goals: [{ title: "Replace the permit system" }], background, ...(answers ? { clarification_answers: answers } : {}) }
})

const ANSWER = "The council's parking-permit system for 40,000 residents is out of support."

describe("background from the set-up answer", () => {
  it("picks the answer keyed by the question or by 'background'", () => {
    expect(backgroundAnswer({ [BACKGROUND_QUESTION]: `  ${ANSWER} ` })).toBe(ANSWER)
    expect(backgroundAnswer({ background: ANSWER })).toBe(ANSWER)
    expect(backgroundAnswer({ other: "x" })).toBe("")
    expect(backgroundAnswer(null)).toBe("")
    expect(effectiveBackground("Saved text", { background: ANSWER })).toBe("Saved text")
    expect(effectiveBackground("  ", { background: ANSWER })).toBe(ANSWER)
  })
  it("the PID and SOW print the answer when no background was drafted or saved", () => {
    for (const build of [buildPid, buildSow]) {
      expect(afterHeading(build(project("", { [BACKGROUND_QUESTION]: ANSWER })), "1. Background")).toBe(ANSWER)
      expect(afterHeading(build(project("Drafted background.", { [BACKGROUND_QUESTION]: ANSWER })), "1. Background")).toBe("Drafted background.")
      expect(afterHeading(build(project("")), "1. Background")).toBe("No background has been drafted yet.")
    }
  })
})
