// Task links of a drafted WBS (issue 22): the drafted outline numbers (stage "2", its task "2.3") in
// MS Project notation, held to what can be scheduled, and turned into the engine's links.
import * as Either from "effect/Either"
import { formatPredecessors, parsePredecessors, type PredecessorEntry } from "../rules/planning/network/predecessor-notation"
import type { TaskLink } from "../rules/planning/network/task-link"
import type { WbsDraft } from "./wbs"

/** Outline numbers of the drafted rows in display order: "1", "1.1", "1.2", "2", ... */
const outline = (draft: WbsDraft): Array<string> => draft.phases.flatMap((p, i) => [`${i + 1}`, ...p.tasks.map((_, k) => `${i + 1}.${k + 1}`)])

/** Whether any task of the draft names a predecessor. */
export const hasDraftLinks = (draft: WbsDraft): boolean => draft.phases.some((p) => p.tasks.some((t) => (t.predecessors ?? "").trim() !== ""))

/**
 * The draft's links held to what a plan can follow: an entry that does not parse, names no drafted row,
 * the task itself, its own stage or a row after it is dropped (so the links never form a cycle and the
 * plan never ends after the spec's chain); a predecessor named twice keeps its first entry. When the
 * draft has links, a task after the first stage left without any follows the task before it.
 * A draft without links is returned as it is.
 */
export const settleDraftLinks = (draft: WbsDraft): WbsDraft => {
  if (!hasDraftLinks(draft)) return draft
  const order = new Map(outline(draft).map((n, i) => [n, i] as const))
  let previous: string | null = null
  return {
    ...draft,
    phases: draft.phases.map((p, i) => ({
      ...p,
      tasks: p.tasks.map((t, k) => {
        const self = `${i + 1}.${k + 1}`
        const at = order.get(self)!
        const parsed = parsePredecessors((t.predecessors ?? "").replace(/\s+(?=[,;])/g, ""))
        const entries = Either.isRight(parsed)
          ? parsed.right
          : (t.predecessors ?? "").split(/[,;]/).flatMap((e) => {
              const one = parsePredecessors(e)
              return Either.isRight(one) ? one.right : []
            })
        const seen = new Set<string>()
        const kept = entries.filter((e: PredecessorEntry) => {
          const pos = order.get(e.ref)
          if (pos === undefined || pos >= at || e.ref === `${i + 1}` || seen.has(e.ref)) return false
          seen.add(e.ref)
          return true
        })
        const filled = kept.length === 0 && i > 0 && previous !== null ? [{ ref: previous, type: "FS" as const, lag: 0 }] : kept
        previous = self
        return { ...t, predecessors: formatPredecessors(filled) }
      })
    }))
  }
}

/** The draft's links as the engine's, rows named by their outline numbers (the ids wbsRows gives them). */
export const draftTaskLinks = (draft: WbsDraft): Array<TaskLink> =>
  draft.phases.flatMap((p, i) =>
    p.tasks.flatMap((t, k) => {
      const parsed = parsePredecessors(t.predecessors ?? "")
      return Either.isRight(parsed) ? parsed.right.map((e) => ({ predecessor: e.ref, successor: `${i + 1}.${k + 1}`, type: e.type, lag: e.lag })) : []
    })
  )

/**
 * The draft without the tasks `keep` refuses, its links renumbered to the rows that remain: a link to a
 * dropped task becomes links to what that task waited for, so the order of the work is kept.
 */
export const withoutTasks = (draft: WbsDraft, keep: (task: WbsDraft["phases"][number]["tasks"][number]) => boolean): WbsDraft => {
  const renumber = new Map<string, string>()
  const droppedLinks = new Map<string, ReadonlyArray<PredecessorEntry>>()
  const parse = (s: string | undefined): ReadonlyArray<PredecessorEntry> => {
    const p = parsePredecessors(s ?? "")
    return Either.isRight(p) ? p.right : []
  }
  draft.phases.forEach((p, i) => {
    renumber.set(`${i + 1}`, `${i + 1}`)
    let n = 0
    p.tasks.forEach((t, k) => {
      if (keep(t)) renumber.set(`${i + 1}.${k + 1}`, `${i + 1}.${++n}`)
      else droppedLinks.set(`${i + 1}.${k + 1}`, parse(t.predecessors))
    })
  })
  if (droppedLinks.size === 0) return draft
  const resolve = (e: PredecessorEntry, depth: number): Array<PredecessorEntry> => {
    const to = renumber.get(e.ref)
    if (to !== undefined) return [{ ...e, ref: to }]
    const via = droppedLinks.get(e.ref)
    return via === undefined || depth > 50 ? [] : via.flatMap((x) => resolve(x, depth + 1))
  }
  return {
    ...draft,
    phases: draft.phases.map((p) => ({
      ...p,
      tasks: p.tasks.filter(keep).map((t) => {
        if (t.predecessors === undefined) return t
        const seen = new Set<string>()
        const entries = parse(t.predecessors).flatMap((e) => resolve(e, 0)).filter((e) => (seen.has(e.ref) ? false : (seen.add(e.ref), true)))
        return { ...t, predecessors: formatPredecessors(entries) }
      })
    }))
  }
}
