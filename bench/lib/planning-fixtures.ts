/** Deterministic planning fixtures of realistic shape for benchmarks. */

export interface BenchTask {
  readonly id: string
  readonly parent_id: string | null
  readonly order_index: number
  readonly title: string
  readonly type: string
  readonly duration_days: number | null
  readonly start_date: string | null
  readonly end_date: string | null
}

export interface BenchStory {
  readonly id: string
  readonly points: number | null
  readonly priority: number | null
  readonly status: string | null
  readonly order_index: number
}

/** Small linear congruential generator so every run sees the same data. */
const rng = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}

/**
 * A schedule of about `size` rows: phases, each with 10 tasks of 0-12 subtasks (some tasks are
 * leaves), a gate closing each phase. Durations 1-10 days; some milestones of 0 days.
 */
export const scheduleRows = (size: number, seed = 0): Array<BenchTask> => {
  const rand = rng(42 + seed)
  const rows: Array<BenchTask> = []
  const row = (id: string, parent_id: string | null, order_index: number, type: string, duration: number | null): void => {
    rows.push({ id, parent_id, order_index, title: `Row ${id}`, type, duration_days: duration, start_date: null, end_date: null })
  }
  for (let p = 0; rows.length < size; p++) {
    const phase = `p${p}`
    row(phase, null, (p + 1) * 10, "phase", null)
    for (let t = 0; t < 10 && rows.length < size; t++) {
      const task = `${phase}t${t}`
      const subtasks = Math.floor(rand() * 13)
      row(task, phase, (t + 1) * 10, "task", 1 + Math.floor(rand() * 10))
      for (let s = 0; s < subtasks && rows.length < size; s++) {
        row(`${task}s${s}`, task, (s + 1) * 10, "task", rand() < 0.05 ? 0 : 1 + Math.floor(rand() * 10))
      }
    }
    if (rows.length < size) row(`${phase}g`, phase, 999, "gate", 0)
  }
  return rows
}

export const backlogStories = (size: number, seed = 0): Array<BenchStory> => {
  const rand = rng(7 + seed)
  const statuses = ["todo", "in_progress", "done", null, "todo"]
  return Array.from({ length: size }, (_, i) => ({
    id: `s${i}`,
    points: rand() < 0.1 ? null : [1, 2, 3, 5, 8, 13][Math.floor(rand() * 6)]!,
    priority: rand() < 0.2 ? null : 1 + Math.floor(rand() * 3),
    status: statuses[Math.floor(rand() * statuses.length)]!,
    order_index: (i + 1) * 10
  }))
}
