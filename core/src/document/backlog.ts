import type { EpicInput, ReleasePlanInput, StoryInput } from "./artefacts"
import { text } from "./read-items"
import type { Lane } from "../rules/planning/release/release-types"

type Opt<T> = T | null | undefined

const byOrder = <T extends { readonly order_index?: Opt<number> }>(list: ReadonlyArray<T>): ReadonlyArray<T> =>
  list
    .map((item, i) => ({ item, i }))
    .sort((x, y) => (x.item.order_index ?? x.i) - (y.item.order_index ?? y.i) || x.i - y.i)
    .map((e) => e.item)

export const orderedEpics = (epics: Opt<ReadonlyArray<EpicInput>>): ReadonlyArray<EpicInput> =>
  byOrder((epics ?? []).filter((e) => text(e.name) !== ""))

export const orderedStories = (stories: Opt<ReadonlyArray<StoryInput>>): ReadonlyArray<StoryInput> =>
  byOrder((stories ?? []).filter((s) => text(s.i_want) !== ""))

// "an" before a vowel sound, roughly: "an everyday banker", "an admin", but "a user", "a unit manager".
const AN_SOUND = /^(?:[aeio]|u(?!ni|s[eu]|ti|ro|ra))/i
const asA = (who: string): string => (AN_SOUND.test(who) ? `As an ${who}` : `As a ${who}`)

/** "As a {as_a}, I want {i_want}, so that {so_that}." */
export const storyText = (s: StoryInput): string =>
  `${asA(text(s.as_a) || "user")}, I want ${text(s.i_want)}${text(s.so_that) === "" ? "" : `, so that ${text(s.so_that)}`}.`

export const epicLabel = (epics: ReadonlyArray<EpicInput>, id: Opt<string | number>): string => {
  const e = epics.find((x) => x.id != null && id != null && String(x.id) === String(id))
  return e === undefined ? "" : text(e.key) || text(e.name)
}

export type LaneName = Lane
export const LANE_TITLES: Record<LaneName, string> = { now: "Now", next: "Next", later: "Later" }

/** Stories of one lane in lane order; entries whose story is gone are skipped (agile.md §4). */
export const laneStories = (
  release: Opt<ReleasePlanInput>,
  lane: LaneName,
  stories: ReadonlyArray<StoryInput>
): ReadonlyArray<StoryInput> =>
  byOrder(release?.lanes?.[lane] ?? [])
    .map((entry) => stories.find((s) => s.id != null && entry.story_id != null && String(s.id) === String(entry.story_id)))
    .filter((s): s is StoryInput => s !== undefined)

export const points = (stories: ReadonlyArray<StoryInput>): number =>
  stories.reduce((sum, s) => sum + (typeof s.points === "number" ? s.points : 0), 0)
