// issue 36: the web's pure pieces of the board review: the token from the mailed link's fragment, the header it
// travels in, and the change banner's lines from the pack diff.
import { afterEach, describe, expect, it, vi } from "vitest"
import { apiRequest } from "../src/lib/api-client"
import { diffLines, type PackDiffSummary } from "../src/lib/get-authorisation-changes"
import { reviewTokenOf, tokenHeaders } from "../src/features/review-link/lib/review-token"

const NONE: PackDiffSummary = {
  equal: true,
  scope: [],
  risks: { added: [], removed: [], rerated: [] },
  wbs: { added: [], removed: [], changed: [] },
  budget: { added: [], removed: [], changed: [] },
  stakeholders: { added: [], removed: [], changed: [] }
}

describe("board review (web)", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("reads the token from #token=..., decoded; nothing without one", () => {
    expect(reviewTokenOf("#token=abc%2Bdef")).toBe("abc+def")
    expect(reviewTokenOf("#token=")).toBeUndefined()
    expect(reviewTokenOf("")).toBeUndefined()
    expect(reviewTokenOf("#other=1")).toBeUndefined()
  })

  it("sends the token in the X-Review-Token header, never in the URL", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ ok: true }), { status: 200 }))
    vi.stubGlobal("fetch", fetch)
    await apiRequest("/board-review/link", { headers: tokenHeaders("secret-token") })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe("/api/board-review/link")
    expect(url).not.toContain("secret-token")
    expect((init.headers as Record<string, string>)["X-Review-Token"]).toBe("secret-token")
    expect((init.headers as Record<string, string>).Accept).toBe("application/json")
  })

  it("one line per kind of change; none when nothing changed", () => {
    expect(diffLines(NONE)).toEqual([])
    const lines = diffLines({
      ...NONE,
      equal: false,
      scope: [{ section: "Deliverables", added: ["Training plan"], removed: [] }],
      risks: { added: [{ title: "Vendor delay" }], removed: [], rerated: [{ title: "Budget overrun" }] },
      stakeholders: { added: ["Dana Newcomer"], removed: [], changed: [{ name: "Eve" }] }
    })
    expect(lines).toEqual([
      "Scope (Deliverables) added: Training plan",
      "Risks added: Vendor delay",
      "Risks re-rated: Budget overrun",
      "Stakeholders added: Dana Newcomer",
      "Stakeholders changed: Eve"
    ])
  })
})
