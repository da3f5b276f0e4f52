import { describe, expect, it } from "vitest"
import { mergeInputPatch, patchItems } from "../src/features/forecast/lib/input-patches"
import { filterTasks, SHOWN_TASKS } from "../src/features/forecast/lib/task-filter"

describe("forecast inputs: affected-task filter", () => {
  const plan = Array.from({ length: 1_000 }, (_, i) => ({ id: i + 1, task: i % 2 === 0 ? `Install scanner ${i + 1}` : `Train pickers ${i + 1}` }))

  it("lists at most SHOWN_TASKS matches in plan order and counts every match", () => {
    const all = filterTasks(plan, "")
    expect(all.matching).toBe(1_000)
    expect(all.shown).toHaveLength(SHOWN_TASKS)
    expect(all.shown[0]?.id).toBe(1)
    const train = filterTasks(plan, "  TRAIN  ")
    expect(train.matching).toBe(500)
    expect(train.shown.every((t) => t.task.startsWith("Train"))).toBe(true)
    expect(filterTasks(plan, "pickers 1000").shown.map((t) => t.id)).toEqual([1_000])
    expect(filterTasks(plan, "nothing like it")).toEqual({ shown: [], matching: 0 })
  })
})

describe("forecast inputs: queued patches", () => {
  it("a reset drops the edits queued before it; edits after a reset go with it, as a second item", () => {
    expect(mergeInputPatch<{ probability?: number; reset?: boolean }>({ probability: 0.4 }, { reset: true })).toEqual({ reset: true })
    const after = mergeInputPatch<{ tasks?: ReadonlyArray<number>; reset?: boolean }>({ reset: true }, { tasks: [3] })
    expect(after).toEqual({ reset: true, tasks: [3] })
    expect(patchItems(7, after)).toEqual([{ id: 7, reset: true }, { id: 7, tasks: [3] }])
    expect(patchItems(7, { reset: true })).toEqual([{ id: 7, reset: true }])
    type Estimate = { optimistic?: number; pessimistic?: number; reset?: boolean }
    expect(patchItems<Estimate>(7, { optimistic: 2, pessimistic: 9 })).toEqual([{ id: 7, optimistic: 2, pessimistic: 9 }])
    expect(mergeInputPatch<Estimate>({ optimistic: 1, pessimistic: 5 }, { pessimistic: 6 })).toEqual({ optimistic: 1, pessimistic: 6 })
  })
})
