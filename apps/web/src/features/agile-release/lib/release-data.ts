// The release answer and the backlog's stories as the screen holds them (agile.md §3, §7).
import { LANES, type Lane, type Lanes, type PlanStory, type WipLimits } from "@initpack/core/rules/planning/release/release-types"
import { normaliseWipLimits } from "@initpack/core/rules/planning/release/wip-limits"

export interface CardStory extends PlanStory {
  /** Position in the backlog, 1-based: cards are named "story {n}". */
  readonly n: number
  readonly epic: string
  readonly as_a: string
  readonly i_want: string
  readonly so_that: string
}

export interface ReleasePayload {
  readonly lanes: { readonly [L in Lane]: ReadonlyArray<{ readonly story_id: number; readonly order_index: number }> }
  readonly wip_limits: WipLimits
  readonly version?: number
}

type Loose = Record<string, unknown>
const record = (u: unknown): Loose => (typeof u === "object" && u !== null ? (u as Loose) : {})
const list = (u: unknown): ReadonlyArray<unknown> => (Array.isArray(u) ? u : [])
const text = (u: unknown): string => (typeof u === "string" ? u : typeof u === "number" ? String(u) : "")
const num = (u: unknown): number | null => (typeof u === "number" && Number.isFinite(u) ? u : null)

/** The release answer: lanes with string ids (the core rules' form), WIP limits and the version. */
export const releaseFromAnswer = (data: unknown): { readonly lanes: Lanes; readonly wip: WipLimits; readonly version: number | undefined } => {
  const body = record(data)
  const lanesIn = record(body.lanes)
  const lanes = {} as { [L in Lane]: Lanes[L] }
  for (const lane of LANES) {
    lanes[lane] = list(lanesIn[lane])
      .map(record)
      .filter((e) => text(e.story_id) !== "")
      .map((e) => ({ story_id: text(e.story_id), order_index: num(e.order_index) ?? 0 }))
  }
  return { lanes, wip: normaliseWipLimits(record(body.wip_limits)), version: typeof body.version === "number" ? body.version : undefined }
}

/** The backlog answer as cards, in backlog order, each with its epic's name. */
export const cardsFromBacklog = (data: unknown): ReadonlyArray<CardStory> => {
  const body = record(data)
  const epics = new Map(list(body.epics).map((u) => [text(record(u).id), text(record(u).name)]))
  return list(body.stories).map((u, i) => {
    const s = record(u)
    const priority = num(s.priority)
    return {
      id: text(s.id),
      n: i + 1,
      epic: epics.get(text(s.epic_id)) ?? "",
      as_a: text(s.as_a),
      i_want: text(s.i_want),
      so_that: text(s.so_that),
      points: num(s.points),
      priority,
      status: text(s.status),
      order_index: num(s.order_index) ?? (i + 1) * 10
    }
  })
}

export const releasePayload = (lanes: Lanes, wip: WipLimits, version: number | undefined): ReleasePayload => {
  const out = {} as { [L in Lane]: ReleasePayload["lanes"][L] }
  for (const lane of LANES) out[lane] = lanes[lane].map((e) => ({ story_id: Number(e.story_id), order_index: e.order_index }))
  return { lanes: out, wip_limits: wip, ...(version !== undefined ? { version } : {}) }
}
