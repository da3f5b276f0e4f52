// Issue 33, point 3: the rate follows the work the brief asks for (a collection moved is not a collection
// catalogued), and the crews grow to fit the time there is before a package may run past the deadline.
import { describe, expect, it } from "vitest"
import { workPackages, workTask } from "@initpack/adapters/drafting/offline/work-packages"

const START = "The project starts on 4 January 2027."

describe("work packages fitted to the brief's work and time", () => {
  it("a move of a collection is sized as a move, its verbs read after the count", () => {
    const text = `All 312,000 specimens and lots must be packed, moved, re-shelved and verified at the new store by 31 August 2028. ${START}`
    const [wp] = workPackages(text)
    expect(wp?.rate.id).toBe("object-move")
    expect(workTask(wp!, text)).toMatch(/^Pack, move, re-shelve and check the 312,000 specimens/)
    expect(wp!.days).toBeLessThan(300)
  })

  it("the same count with no move in the sentence is catalogued", () => {
    const text = `Condition-check and photograph all 8,000 objects for the online catalogue by the end of 2029. ${START}`
    expect(workPackages(text)[0]?.rate.id).toBe("objects")
  })

  it("more crews than typical when the deadline needs them, said in the task; never more than three times as many", () => {
    const text = `Scan 4,000,000 pages of council minutes by 30 June 2027. ${START}`
    const [wp] = workPackages(text)
    expect(wp!.crews).toBeGreaterThan(wp!.rate.crewsMax)
    expect(wp!.crews).toBeLessThanOrEqual(wp!.rate.crewsMax * 3)
    expect(workTask(wp!, text)).toMatch(/crews in parallel to meet the deadline \(\d+ is typical\)$/)
  })
})

describe("counted work a sponsor needs done (issue 33)", () => {
  it("sizes and prices street trees as planted stock and dredging by the cubic yard", () => {
    const trees = workPackages("Plant 5,000 street trees over two planting seasons by 2028-08-31.")
    expect(trees.map((w) => [w.rate.id, w.n])).toEqual([["street-trees", 5000]])
    expect(trees[0]!.rate.cost).toBeGreaterThanOrEqual(500)
    const dredge = workPackages("By 2029-12-31 I need the channel dredged back to minus 38 feet, roughly 1.1 million cubic yards of material.")
    expect(dredge.map((w) => [w.rate.id, w.n])).toEqual([["dredging", 1_100_000]])
  })
})
