// Issue 34 (clean packs): a risk-context item said the sponsor's way is in the register when a risk's title
// says it in short ("Box office below target"); an item no risk names is still reported.
import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { reviewPack } from "@initpack/core/use-cases/review/review-pack"
import { waterfallPack } from "./health-fixtures"

const CONTEXT =
  "New musicals often sell slowly until the reviews come in, and we need that box office money. And the set has to fit both stages and get in and out of the Playhouse in a day."

const missing = (risks: ReadonlyArray<Record<string, unknown>>): ReadonlyArray<string> => {
  const pack = waterfallPack()
  pack.risks = risks.map((r, i) => ({ ...(pack.risks![0] as object), id: `R${i + 1}`, ...r }))
  return reviewPack(pack as ProjectArtefacts, { risk_context: CONTEXT })
    .filter((f) => f.rule === "risks.context-missing")
    .flatMap((f) => f.lines)
}

describe("risk context against the register's titles", () => {
  it("a risk whose title the item carries covers it; a title sharing one word does not", () => {
    expect(
      missing([
        { title: "Box office below target", description: "Ticket sales may fall short of the income the budget relies on." },
        { title: "Set or technical rig not ready for the technical rehearsal", description: "Late builds may cut technical time and delay opening." }
      ])
    ).toEqual(["And the set has to fit both stages and get in and out of the Playhouse in a day"])
  })

  it("without the box office risk both items are reported; a one-word title covers nothing", () => {
    expect(missing([{ title: "Box", description: "" }, { title: "Scenery", description: "" }])).toHaveLength(2)
  })

  it("the set item is covered once a risk says it", () => {
    expect(
      missing([
        { title: "Box office below target", description: "" },
        { title: "The set does not fit both stages or the one-day get-in and get-out at the Playhouse", description: "" }
      ])
    ).toEqual([])
  })
})
