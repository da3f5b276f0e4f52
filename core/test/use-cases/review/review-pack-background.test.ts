import { describe, expect, it } from "vitest"
import { BACKGROUND_QUESTION } from "@initpack/core/rules/scope/background-answer"
import { findingsOf, waterfallPack } from "../../rules/health/health-fixtures"

const RULE = "governance.business-justification"

describe("the health check reads the background the PID prints (issue 37)", () => {
  it("the answer to the set-up's background question stands in for a background not yet drafted", () => {
    const pack = waterfallPack()
    pack.scope!.background = ""
    expect(findingsOf(pack, RULE)).toHaveLength(1)
    pack.scope!.clarification_answers = { [BACKGROUND_QUESTION]: "Residents wait three weeks for a paper permit." }
    expect(findingsOf(pack, RULE)).toEqual([])
  })

  it("a blank answer is no background", () => {
    const pack = waterfallPack()
    pack.scope!.background = { text: "" }
    pack.scope!.clarification_answers = { background: "   " }
    expect(findingsOf(pack, RULE)).toHaveLength(1)
  })
})
