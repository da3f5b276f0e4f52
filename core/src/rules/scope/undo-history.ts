// waterfall.md §3, §4, §9: undo history per section, the last 20 entries {ts, label, items}.
// Undo restores the latest snapshot (and removes it); Revert restores a chosen snapshot and drops later ones.

export const UNDO_HISTORY_LIMIT = 20

export interface HistoryEntry<A> {
  /** ISO time or epoch millis, given by the caller (core has no clock). */
  readonly ts: string | number
  readonly label: string
  readonly items: ReadonlyArray<A>
}

export type History<A> = ReadonlyArray<HistoryEntry<A>>

export interface Restored<A> {
  readonly items: ReadonlyArray<A>
  readonly history: History<A>
}

/** Appends a snapshot, keeping only the most recent `limit` entries. */
export const recordSnapshot = <A>(history: History<A>, entry: HistoryEntry<A>, limit = UNDO_HISTORY_LIMIT): History<A> =>
  [...history, entry].slice(-Math.max(0, limit))

/** Restores the latest snapshot and removes it; undefined when there is nothing to undo. */
export const undo = <A>(history: History<A>): Restored<A> | undefined => {
  const latest = history[history.length - 1]
  return latest === undefined ? undefined : { items: latest.items, history: history.slice(0, -1) }
}

/** Restores the snapshot at `index` and drops every later one; undefined for an index out of range. */
export const revertTo = <A>(history: History<A>, index: number): Restored<A> | undefined => {
  const chosen = Number.isInteger(index) ? history[index] : undefined
  return chosen === undefined || index < 0 ? undefined : { items: chosen.items, history: history.slice(0, index + 1) }
}

/** Histories of all sections of a scope, keyed by section. */
export type SectionHistories<A> = Readonly<Record<string, History<A>>>

export const recordSectionSnapshot = <A>(
  histories: SectionHistories<A>,
  section: string,
  entry: HistoryEntry<A>,
  limit = UNDO_HISTORY_LIMIT
): SectionHistories<A> => ({ ...histories, [section]: recordSnapshot(histories[section] ?? [], entry, limit) })
