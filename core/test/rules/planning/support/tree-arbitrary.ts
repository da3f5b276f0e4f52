import * as fc from "fast-check"

export interface Row {
  readonly id: string
  readonly parent_id: string | null
  readonly order_index: number
  readonly task: string
  readonly duration_days: number | null
  readonly type: string | null
  readonly start_date: string | null
  readonly end_date: string | null
}

/** Build a pre-order tree from depths (each depth at most the previous + 1). */
export const treeFromDepths = (
  depths: ReadonlyArray<number>,
  durations: ReadonlyArray<number | null> = [],
  types: ReadonlyArray<string | null> = []
): Array<Row> => {
  const path: Array<string> = []
  const counters = new Map<string | null, number>()
  return depths.map((want, i) => {
    const d = Math.min(want, path.length)
    path.length = d
    const parent_id = d === 0 ? null : path[d - 1]!
    const id = `t${i}`
    path.push(id)
    const k = (counters.get(parent_id) ?? 0) + 1
    counters.set(parent_id, k)
    return { id, parent_id, order_index: k * 10, task: `Task ${i}`, duration_days: i < durations.length ? (durations[i] ?? null) : 5, type: types[i] ?? null, start_date: null, end_date: null }
  })
}

export const treeArb = (maxLength = 40) =>
  fc
    .array(fc.record({ depth: fc.integer({ min: 0, max: 5 }), duration: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }), gate: fc.boolean() }), { minLength: 1, maxLength })
    .map((xs) => treeFromDepths(xs.map((x) => x.depth), xs.map((x) => x.duration), xs.map((x) => (x.gate ? "gate" : null))))
