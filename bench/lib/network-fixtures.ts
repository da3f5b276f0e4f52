import type { TaskLink } from "@initpack/core/rules/planning/network/task-link"
import type { BenchTask } from "./planning-fixtures"

const rng = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}

/**
 * About 1.5 links per row of a scheduleRows fixture: each row after the first gets one or two
 * predecessors among the 60 rows before it (never one of its ancestors, so there is no cycle);
 * mostly finish-to-start, some SS/FF/SF, some lags and leads.
 */
export const networkLinks = (rows: ReadonlyArray<BenchTask>, seed = 0): Array<TaskLink> => {
  const rand = rng(99 + seed)
  const position = new Map(rows.map((r, i) => [r.id, i]))
  const parent = rows.map((r) => (r.parent_id === null ? -1 : position.get(r.parent_id)!))
  const links: Array<TaskLink> = []
  for (let i = 1; i < rows.length; i++) {
    const count = rand() < 0.5 ? 1 : 2
    for (let c = 0; c < count; c++) {
      const j = Math.max(0, i - 1 - Math.floor(rand() * 60))
      let ancestor = false
      for (let a = parent[i]!; a >= 0; a = parent[a]!) if (a === j) ancestor = true
      if (ancestor) continue
      const t = rand()
      const type = t < 0.8 ? "FS" : t < 0.9 ? "SS" : t < 0.95 ? "FF" : "SF"
      const lag = rand() < 0.8 ? 0 : Math.floor(rand() * 8) - 2
      links.push({ predecessor: rows[j]!.id, successor: rows[i]!.id, type, lag })
    }
  }
  return links
}
