import type { ScopeItemLike } from "./artefacts"

type Opt<T> = T | null | undefined

const clean = (value: Opt<string>): string => (typeof value === "string" ? value.trim() : "")

/** Title of a scope item; name/text/line are alternate names (waterfall.md §3). */
export const itemTitle = (item: ScopeItemLike): string =>
  typeof item === "string"
    ? item.trim()
    : clean(item.title) || clean(item.name) || clean(item.text) || clean(item.line)

/** Rationale of a scope item; detail/description/desc are alternate names (waterfall.md §3). */
export const itemRationale = (item: ScopeItemLike): string =>
  typeof item === "string"
    ? ""
    : clean(item.rationale) || clean(item.detail) || clean(item.description) || clean(item.desc)

/** Items with a non-empty title, in order. */
export const namedItems = (items: Opt<ReadonlyArray<ScopeItemLike>>): ReadonlyArray<ScopeItemLike> =>
  (items ?? []).filter((item) => itemTitle(item) !== "")

/** "Title: rationale" lines of the named items. */
export const itemLines = (items: Opt<ReadonlyArray<ScopeItemLike>>): ReadonlyArray<string> =>
  namedItems(items).map((item) => {
    const rationale = itemRationale(item)
    return rationale === "" ? itemTitle(item) : `${itemTitle(item)}: ${rationale}`
  })

export const text = (value: Opt<string | number>): string => (value == null ? "" : String(value).trim())

export const nonEmpty = <T>(list: Opt<ReadonlyArray<T>>): list is ReadonlyArray<T> => list != null && list.length > 0
