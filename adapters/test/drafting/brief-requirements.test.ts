// What a brief requires before work can go ahead becomes a task in its words (issue 33, points 1 and 2).
import { describe, expect, it } from "vitest"
import { briefRequirements } from "@initpack/adapters/drafting/offline/brief-requirements"

const tasks = (text: string) => briefRequirements(text).map((r) => `${r.stage}: ${r.task.task}`)

describe("requirements a brief states", () => {
  it("makes approvals, agreements, checks and standards tasks in the stage they gate", () => {
    expect(tasks("The screening regime must be approved by DfT before the new machines screen live bags.")).toEqual(["Transition and Go-Live: Get the screening regime approved by DfT"])
    expect(tasks("The new outfall must be consented by the Environment Agency.")).toEqual(["Build and Test: Get the new outfall consented by the Environment Agency"])
    expect(tasks("Some sites are on Māori land and need the agreement of the owners and hapū.")).toEqual(["Design: Get the agreement of the owners and hapū"])
    expect(tasks("Every contractor worker needs an airside ID pass and counter-terrorist check before going airside.")).toEqual([
      "Build and Test: Obtain an airside ID pass and counter-terrorist check for every contractor worker"
    ])
    expect(tasks("The portal must meet the accessibility standards and be usable in five languages.")).toEqual(["Design: Check the design against the accessibility standards"])
  })

  it("makes no task of a sentence that requires nothing of the project", () => {
    expect(tasks("Our tenants need help with damp and mould. The board must be kept informed. Staff will follow the new process.")).toEqual([])
  })
})
