// Offline backlog tasks: epics from the agile scope and N stories per epic (agile.md §3, §9).
import { sameTextKey, uniqueBy } from "@initpack/core/drafting/guards"
import {
  DEFAULT_STORIES_PER_EPIC,
  type EpicDraft,
  type EpicsDraft,
  type EpicsRequest,
  type StoriesDraft,
  type StoriesRequest,
  type StoryDraft
} from "@initpack/core/drafting/backlog"
import { DOMAIN_EPIC_THEMES, GENERIC_STORIES, type EpicTheme } from "../knowledge/backlog-themes"
import { PERSONAS } from "../knowledge/personas"
import { makeContext, type DraftContext } from "./context"
import { contentWords, sanitise } from "./phrases"
import { lowerFirst } from "./text"

/** Epic key prefix from the project's initials, e.g. "Atlas ERP Rollout" -> "AER". */
export const keyPrefix = (project: string): string => {
  const initials = project.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0).map((w) => w[0]!.toUpperCase()).join("")
  return (initials.length >= 2 ? initials : project.replace(/[^A-Za-z]/g, "").toUpperCase()).slice(0, 4) || "EP"
}

const THEME_WORDS = new Map(
  Object.values(DOMAIN_EPIC_THEMES).flatMap((themes) => themes.map((t) => [t, contentWords(`${t.name} ${t.stories.map((st) => st.want).join(" ")}`)] as const))
)
const THEMES_BY_NAME = new Map(Object.values(DOMAIN_EPIC_THEMES).flatMap((themes) => themes.map((t) => [sameTextKey(t.name), t] as const)))

/** The domain's epic themes, most relevant to the user's words first (then the secondary domains'). */
const rankedThemes = (ctx: DraftContext): Array<EpicTheme> => {
  const words = contentWords(ctx.text)
  const score = (t: EpicTheme) => [...(THEME_WORDS.get(t) ?? [])].filter((w) => words.has(w)).length
  const own = DOMAIN_EPIC_THEMES[ctx.domain.id].map((t, i) => ({ t, s: score(t) * 2 - i * 0.1 + ctx.rng.next() * 0.5 }))
  const more = ctx.secondary.flatMap((d) => DOMAIN_EPIC_THEMES[d]).map((t) => ({ t, s: score(t) * 2 - 4 }))
  return [...own, ...more.filter((m) => m.s > 0)].sort((a, b) => b.s - a.s).map((x) => x.t)
}

/** The outcome an epic serves: most shared words, else the outcomes in turn. */
const outcomeFor = (name: string, outcomes: ReadonlyArray<string>, i: number): string | undefined => {
  const words = contentWords(name)
  let best: string | undefined
  let bestScore = 0
  for (const o of outcomes) {
    const n = [...contentWords(o)].filter((w) => words.has(w)).length
    if (n > bestScore) {
      best = o
      bestScore = n
    }
  }
  return best ?? outcomes[i % Math.max(1, outcomes.length)]
}

export const draftEpics = (req: EpicsRequest): EpicsDraft => {
  const ctx = makeContext("draftEpics", req)
  const outcomes = (req.outcomes ?? []).map(sanitise).filter((o) => o.length > 0)
  // Epics are capabilities of the product (domain themes); the user's outcomes are what they link to.
  const candidates = uniqueBy(rankedThemes(ctx), (t) => t.name, req.existing_names ?? [])
  const n = 4 + ctx.rng.int(3)
  const prefix = keyPrefix(ctx.project)
  const epics: Array<EpicDraft> = candidates.slice(0, n).map((c, i) => ({
    key: `${prefix}-${i + 1}`,
    name: c.name,
    outcome_link: outcomeFor(c.name, outcomes, i) || `${ctx.project}: ${lowerFirst(c.name)} works for ${ctx.domain.users}`,
    nfr_tags: [...c.nfr]
  }))
  return { epics }
}

export const draftStories = (req: StoriesRequest): StoriesDraft => {
  const ctx = makeContext("draftStories", req)
  const perEpic = req.per_epic ?? DEFAULT_STORIES_PER_EPIC
  const personas = (req.personas ?? []).map(sanitise).filter((p) => p.length > 0)
  const actors = personas.length > 0 ? personas : PERSONAS[ctx.domain.id].map((p) => p.name)
  const stories: Array<StoryDraft> = []
  req.epics.forEach((epic, e) => {
    const name = lowerFirst(sanitise(epic.name) || "this epic")
    // A known theme brings its own stories; any other epic gets neutral stories about it.
    const theme = THEMES_BY_NAME.get(sameTextKey(epic.name))
    const patterns = [...(theme?.stories ?? []), ...ctx.rng.shuffle(GENERIC_STORIES)]
    const seen = new Set<string>()
    for (let i = 0; stories.filter((s) => s.epic_key === epic.key).length < perEpic && i < patterns.length * 2; i++) {
      const pattern = patterns[i % patterns.length]!
      const actor = actors[(e + i) % actors.length] ?? "user"
      const want = pattern.want.replace("{epic}", name)
      const key = sameTextKey(`${actor} ${want}`)
      if (seen.has(key)) continue
      seen.add(key)
      stories.push({
        epic_key: epic.key,
        as_a: actor.toLowerCase(),
        i_want: want,
        so_that: pattern.so,
        acceptance: pattern.ac.map((a) => a.replace("{epic}", name)),
        points: [1, 2, 3, 5, 8][ctx.rng.int(5)]!,
        priority: (i === 0 ? 1 : 1 + ctx.rng.int(3)) as 1 | 2 | 3
      })
    }
  })
  return { stories }
}
