/*
 * Known-cost suggestions (waterfall.md §5 and §9, agile.md §5 and §9).
 * - Scope deliverable titles, trimmed, of 3 to 90 characters (UTF-16 length), are all suggested.
 * - WBS / schedule task names, trimmed, of 3 to 90 characters, only when (a) a product-noun keyword
 *   below occurs as a whole word (case-insensitive; the plural forms listed count) and (b) the first
 *   word is not an activity verb below (exact word, case-insensitive; "Testing tool" is kept,
 *   "Test tool" is not).
 * - Duplicates are dropped comparing lower case with runs of spaces collapsed; scope titles come
 *   first, then WBS names, each in their given order; at most 12 are kept.
 */
export const KNOWN_COST_SUGGESTION_LIMIT = 12
export const SUGGESTION_MIN_LENGTH = 3
export const SUGGESTION_MAX_LENGTH = 90

export const PRODUCT_NOUN_PATTERNS: ReadonlyArray<string> = [
  "licen[cs]es?",
  "software",
  "hardware",
  "servers?",
  "laptops?",
  "desktops?",
  "devices?",
  "tablets?",
  "phones?",
  "printers?",
  "sensors?",
  "platforms?",
  "tools?",
  "tooling",
  "subscriptions?",
  "equipment",
  "systems?",
  "modules?",
  "integrations?",
  "apis?",
  "apps?",
  "applications?",
  "portals?",
  "websites?",
  "databases?",
  "reports?",
  "dashboards?",
  "training",
  "documentation",
  "infrastructure",
  "hosting",
  "network",
  "certificates?",
  "kiosks?"
]

export const ACTIVITY_VERBS: ReadonlyArray<string> = [
  "plan",
  "manage",
  "review",
  "define",
  "coordinate",
  "conduct",
  "hold",
  "schedule",
  "monitor",
  "prepare",
  "gather",
  "analyse",
  "analyze",
  "test",
  "assess",
  "identify",
  "agree",
  "approve",
  "confirm",
  "communicate",
  "facilitate",
  "document",
  "track",
  "update",
  "validate",
  "verify",
  "evaluate",
  "train",
  "run",
  "perform",
  "attend",
  "meet",
  "discuss",
  "finalise",
  "finalize",
  "draft",
  "write",
  "sign",
  "kick"
]

const PRODUCT_NOUN = new RegExp(`(?<![a-z0-9])(?:${PRODUCT_NOUN_PATTERNS.join("|")})(?![a-z0-9])`, "i")
const VERBS = new Set(ACTIVITY_VERBS)

const fitsLength = (title: string): boolean =>
  title.length >= SUGGESTION_MIN_LENGTH && title.length <= SUGGESTION_MAX_LENGTH

const firstWord = (title: string): string => (/^[a-z]+/i.exec(title)?.[0] ?? "").toLowerCase()

/** A WBS task name that reads like something bought or delivered, not an activity. */
export function isProductLikeTaskName(name: string): boolean {
  const title = name.trim()
  return fitsLength(title) && PRODUCT_NOUN.test(title) && !VERBS.has(firstWord(title))
}

export const suggestionKey = (title: string): string => title.trim().replace(/\s+/g, " ").toLowerCase()

export function knownCostSuggestions(input: {
  readonly deliverableTitles: ReadonlyArray<string | null | undefined>
  readonly wbsTaskNames?: ReadonlyArray<string | null | undefined>
  /** The "Include WBS suggestions" checkbox; default true. */
  readonly includeWbs?: boolean
}): ReadonlyArray<string> {
  const result: string[] = []
  const seen = new Set<string>()
  const offer = (title: string): void => {
    const key = suggestionKey(title)
    if (seen.has(key) || result.length >= KNOWN_COST_SUGGESTION_LIMIT) return
    seen.add(key)
    result.push(title)
  }
  for (const raw of input.deliverableTitles) {
    const title = (raw ?? "").trim()
    if (fitsLength(title)) offer(title)
  }
  if (input.includeWbs !== false) {
    for (const raw of input.wbsTaskNames ?? []) {
      const title = (raw ?? "").trim()
      if (isProductLikeTaskName(title)) offer(title)
    }
  }
  return result
}
