import { describe, expect, it } from "vitest"
import { backlogFromAnswer, backlogPayload, sentRows, withSavedIds, type EpicRow, type StoryRow } from "../src/features/agile-backlog/lib/backlog-rows"
import { shouldFallBackToStories } from "../src/features/agile-backlog/lib/stories-fallback"
import { storyPatch } from "../src/features/agile-backlog/components/stories-panel"
import { nextEpicKey } from "../src/features/agile-backlog/lib/use-backlog"
import { cardsFromBacklog, releaseFromAnswer, releasePayload } from "../src/features/agile-release/lib/release-data"

const epic = (uid: string, id: number | null, name: string, order_index: number): EpicRow => ({ uid, id, key: "", name, outcome_link: "", nfr_tags: [], order_index })
const story = (uid: string, id: number | null, epicUid: string | null, order_index: number): StoryRow => ({
  uid, id, epicUid, as_a: "picker", i_want: `story ${uid}`, so_that: "", acceptance: [], points: null, priority: null, status: "todo", order_index
})

describe("backlog rows (agile.md §3, §7)", () => {
  it("reads the answer: ids as keys, acceptance lines, P1-P3, status, order renumbered", () => {
    const b = backlogFromAnswer({
      project_id: 4,
      version: 7,
      epics: [{ id: 3, key: "E1", name: "Scan", nfr_tags: ["perf, security"], order_index: 40 }],
      stories: [{ id: 9, epic_id: 3, as_a: "picker", i_want: "scan", acceptance: "a\n\n b ", points: 2, priority: "P2", status: "in progress", order_index: 70 }]
    })
    expect(b.version).toBe(7)
    expect(b.epics[0]).toMatchObject({ uid: "e3", id: 3, nfr_tags: ["perf", "security"], order_index: 10 })
    expect(b.stories[0]).toMatchObject({ uid: "s9", epicUid: "e3", acceptance: ["a", "b"], priority: 2, status: "in_progress", order_index: 10 })
  })

  it("the save body links stories to epic ids, renumbers by 10 and carries deletions and the version", () => {
    const epics = [epic("e1", 1, "A", 10), epic("new-e", null, "B", 20)]
    const stories = [story("s1", 5, "e1", 10), story("new-s", null, "new-e", 20)]
    const { payload, unlinked } = backlogPayload(epics, stories, { epics: new Set([8]), stories: new Set([9]) }, 3)
    expect(payload.stories.map((s) => [s.id, s.epic_id, s.order_index])).toEqual([[5, 1, 10], [null, null, 20]])
    expect(payload.delete_epic_ids).toEqual([8])
    expect(payload.delete_story_ids).toEqual([9])
    expect(payload.version).toBe(3)
    // the new story's epic has no id yet: it must be sent again after this save
    expect(unlinked).toBe(true)
  })

  it("after a save new rows take their ids by position; a row deleted meanwhile becomes an orphan to delete", () => {
    const epics = [epic("e1", 1, "A", 10), epic("new-e", null, "B", 20)]
    const stories = [story("new-a", null, null, 10), story("new-b", null, "new-e", 20)]
    const sent = sentRows(epics, stories)
    const answer = backlogFromAnswer({ epics: [{ id: 1, name: "A" }, { id: 2, name: "B" }], stories: [{ id: 30 }, { id: 31 }] })
    // new-b was deleted on screen while the save was on its way
    const merged = withSavedIds({ epics, stories: [stories[0]!] }, sent, answer)
    expect(merged?.epics.map((e) => e.id)).toEqual([1, 2])
    expect(merged?.stories.map((s) => [s.uid, s.id])).toEqual([["new-a", 30]])
    expect(merged?.orphanStories).toEqual([31])
    expect(withSavedIds({ epics, stories }, sent, backlogFromAnswer({ epics: [], stories: [] }))).toBeUndefined()
  })

  it("cells become fields: points >= 0 or empty, P1-P3, blank status, acceptance lines", () => {
    expect(storyPatch("points", "")).toEqual({ points: null })
    expect(storyPatch("points", "-2")).toBeUndefined()
    expect(storyPatch("priority", "3")).toEqual({ priority: 3 })
    expect(storyPatch("priority", "")).toEqual({ priority: null })
    expect(storyPatch("status", "")).toEqual({ status: "" })
    expect(storyPatch("acceptance", "x\n\ny")).toEqual({ acceptance: ["x", "y"] })
    expect(storyPatch("epic", "")).toEqual({ epicUid: null })
    expect(nextEpicKey([epic("a", 1, "A", 10), { ...epic("b", 2, "B", 20), key: "E4" }])).toBe("E5")
  })

  it("agile.md §4: only a failure mentioning backlog/generate (or a missing route) falls back to stories/generate", () => {
    expect(shouldFallBackToStories({ status: 404, message: "Not Found" })).toBe(true)
    expect(shouldFallBackToStories({ status: 500, message: "POST /agile/backlog/generate failed" })).toBe(true)
    expect(shouldFallBackToStories({ status: 502, message: "AI failed to generate stories." })).toBe(false)
    expect(shouldFallBackToStories({ status: 402, message: "backlog/generate needs a paid plan" })).toBe(false)
  })
})

describe("release data (agile.md §3, §7)", () => {
  it("reads lanes with string ids and WIP 0 as 1; writes numeric ids back", () => {
    const r = releaseFromAnswer({ lanes: { now: [{ story_id: 4, order_index: 10 }], next: null }, wip_limits: { now: 0 }, version: 2 })
    expect(r.lanes).toEqual({ now: [{ story_id: "4", order_index: 10 }], next: [], later: [] })
    expect(r.wip).toEqual({ now: 1, next: 9999, later: 9999 })
    expect(releasePayload(r.lanes, r.wip, r.version)).toEqual({ lanes: { now: [{ story_id: 4, order_index: 10 }], next: [], later: [] }, wip_limits: r.wip, version: 2 })
    const cards = cardsFromBacklog({ epics: [{ id: 1, name: "Scan" }], stories: [{ id: 4, epic_id: 1, points: 3, priority: 1, status: "todo" }] })
    expect(cards[0]).toMatchObject({ id: "4", n: 1, epic: "Scan", points: 3 })
  })
})
