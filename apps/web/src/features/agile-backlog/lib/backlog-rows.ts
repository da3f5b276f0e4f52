// The backlog as the screen holds it: epics and stories with a local key (uid) that survives the save
// that gives a new row its id, and the one document payload of POST /agile/backlog/save (agile.md §3, §7).
import { BACKLOG_ORDER_STEP } from "@initpack/core/rules/planning/backlog/backlog-order"
import { readPriority, readStatus, type Priority, type StoryStatus } from "@initpack/core/rules/planning/backlog/story-fields"

export interface EpicRow {
  readonly uid: string
  readonly id: number | null
  readonly key: string
  readonly name: string
  readonly outcome_link: string
  readonly nfr_tags: ReadonlyArray<string>
  readonly order_index: number
}

export interface StoryRow {
  readonly uid: string
  readonly id: number | null
  /** The uid of the story's epic (its id may not be known yet), or null. */
  readonly epicUid: string | null
  readonly as_a: string
  readonly i_want: string
  readonly so_that: string
  readonly acceptance: ReadonlyArray<string>
  readonly points: number | null
  readonly priority: Priority | null
  readonly status: StoryStatus
  readonly order_index: number
}

export interface Backlog {
  readonly projectId: number | null
  readonly epics: ReadonlyArray<EpicRow>
  readonly stories: ReadonlyArray<StoryRow>
  readonly version: number | undefined
}

export interface BacklogPayload {
  readonly epics: ReadonlyArray<Omit<EpicRow, "uid">>
  readonly stories: ReadonlyArray<Omit<StoryRow, "uid" | "epicUid"> & { readonly epic_id: number | null }>
  readonly delete_epic_ids: ReadonlyArray<number>
  readonly delete_story_ids: ReadonlyArray<number>
  readonly version?: number
}

type Loose = Record<string, unknown>
const record = (u: unknown): Loose => (typeof u === "object" && u !== null ? (u as Loose) : {})
const list = (u: unknown): ReadonlyArray<unknown> => (Array.isArray(u) ? u : [])
const text = (u: unknown): string => (typeof u === "string" ? u : typeof u === "number" ? String(u) : "")
const idOf = (u: unknown): number | null => (typeof u === "number" && Number.isInteger(u) ? u : typeof u === "string" && /^\d+$/.test(u) ? Number(u) : null)
const strings = (u: unknown): ReadonlyArray<string> =>
  (Array.isArray(u) ? u.map(text) : typeof u === "string" ? u.split(/\r?\n/) : []).map((s) => s.trim()).filter((s) => s !== "")

let counter = 0
/** A key for a row the server has not seen yet. */
export const newUid = (kind: "e" | "s"): string => `${kind}-new-${++counter}`
export const epicUidOf = (id: number): string => `e${id}`
export const storyUidOf = (id: number): string => `s${id}`

/** The GET / save / generate answer as rows, each list in its stored order. */
export const backlogFromAnswer = (data: unknown): Backlog => {
  const body = record(data)
  const epics = list(body.epics).map((u, i): EpicRow => {
    const e = record(u)
    const id = idOf(e.id)
    return {
      uid: id === null ? newUid("e") : epicUidOf(id),
      id,
      key: text(e.key),
      name: text(e.name),
      outcome_link: text(e.outcome_link),
      nfr_tags: strings(e.nfr_tags).flatMap((t) => t.split(",")).map((t) => t.trim()).filter((t) => t !== ""),
      order_index: (i + 1) * BACKLOG_ORDER_STEP
    }
  })
  const stories = list(body.stories).map((u, i): StoryRow => {
    const s = record(u)
    const id = idOf(s.id)
    const epicId = idOf(s.epic_id)
    const points = typeof s.points === "number" && Number.isFinite(s.points) && s.points >= 0 ? s.points : null
    return {
      uid: id === null ? newUid("s") : storyUidOf(id),
      id,
      epicUid: epicId === null ? null : epicUidOf(epicId),
      as_a: text(s.as_a),
      i_want: text(s.i_want),
      so_that: text(s.so_that),
      acceptance: strings(s.acceptance),
      points,
      priority: readPriority(text(s.priority)),
      status: readStatus(text(s.status)),
      order_index: (i + 1) * BACKLOG_ORDER_STEP
    }
  })
  const version = typeof body.version === "number" ? body.version : undefined
  return { projectId: idOf(body.project_id), epics, stories, version }
}

/** The save body: every row in screen order (numbered 10, 20, 30), each story's epic by id. */
export const backlogPayload = (
  epics: ReadonlyArray<EpicRow>,
  stories: ReadonlyArray<StoryRow>,
  deletes: { readonly epics: ReadonlySet<number>; readonly stories: ReadonlySet<number> },
  version: number | undefined
): { readonly payload: BacklogPayload; readonly unlinked: boolean } => {
  const epicIds = new Map(epics.map((e) => [e.uid, e.id]))
  let unlinked = false
  const payload: BacklogPayload = {
    epics: epics.map(({ uid: _uid, ...e }, i) => ({ ...e, order_index: (i + 1) * BACKLOG_ORDER_STEP })),
    stories: stories.map(({ uid: _uid, epicUid, ...s }, i) => {
      const epic_id = epicUid === null ? null : (epicIds.get(epicUid) ?? null)
      // the story's epic is new: it gets its id from this save, so the story is sent again after it
      if (epicUid !== null && epic_id === null && epicIds.has(epicUid)) unlinked = true
      return { ...s, epic_id, order_index: (i + 1) * BACKLOG_ORDER_STEP }
    }),
    delete_epic_ids: [...deletes.epics],
    delete_story_ids: [...deletes.stories],
    ...(version !== undefined ? { version } : {})
  }
  return { payload, unlinked }
}

export interface SentRows {
  readonly epicUids: ReadonlyArray<string>
  readonly storyUids: ReadonlyArray<string>
  /** The rows that went out without an id. */
  readonly fresh: ReadonlySet<string>
}

export const sentRows = (epics: ReadonlyArray<EpicRow>, stories: ReadonlyArray<StoryRow>): SentRows => ({
  epicUids: epics.map((e) => e.uid),
  storyUids: stories.map((s) => s.uid),
  fresh: new Set([...epics, ...stories].filter((r) => r.id === null).map((r) => r.uid))
})

export interface WithIds {
  readonly epics: ReadonlyArray<EpicRow>
  readonly stories: ReadonlyArray<StoryRow>
  /** Ids the save gave to rows deleted on screen while it was on its way: the next save deletes them. */
  readonly orphanEpics: ReadonlyArray<number>
  readonly orphanStories: ReadonlyArray<number>
}

/**
 * After a save: rows that went out without an id take the id the server gave them. The server keeps
 * the sent order, so the n-th row answered is the n-th row sent. Answers undefined when the answer
 * does not line up with what was sent (the screen then reloads).
 */
export const withSavedIds = (
  local: { readonly epics: ReadonlyArray<EpicRow>; readonly stories: ReadonlyArray<StoryRow> },
  sent: SentRows,
  saved: Backlog
): WithIds | undefined => {
  if (saved.epics.length !== sent.epicUids.length || saved.stories.length !== sent.storyUids.length) return undefined
  const assign = <R extends { readonly uid: string; readonly id: number | null }>(
    rows: ReadonlyArray<R>,
    uids: ReadonlyArray<string>,
    answered: ReadonlyArray<{ readonly id: number | null }>
  ) => {
    const given = new Map<string, number>()
    uids.forEach((uid, i) => {
      const id = answered[i]?.id
      if (sent.fresh.has(uid) && id !== null && id !== undefined) given.set(uid, id)
    })
    const present = new Set(rows.map((r) => r.uid))
    const orphans = [...given].filter(([uid]) => !present.has(uid)).map(([, id]) => id)
    const next = rows.map((r) => {
      const id = given.get(r.uid)
      return r.id === null && id !== undefined ? { ...r, id } : r
    })
    return { next, orphans }
  }
  const e = assign(local.epics, sent.epicUids, saved.epics)
  const s = assign(local.stories, sent.storyUids, saved.stories)
  return { epics: e.next, stories: s.next, orphanEpics: e.orphans, orphanStories: s.orphans }
}
