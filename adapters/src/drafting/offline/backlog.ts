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
import { briefFeatures, proseFeatures, targetFeatures, withoutRepeats, type BriefFeature } from "./brief-features"
import { makeContext, type DraftContext } from "./context"
import { contentWords, goalPhrases, sanitise } from "./phrases"
import { lowerFirst } from "./text"
import { movedTo, writeFeatureStories } from "./feature-story-writer"

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

// NFR tags a feature in the user's words calls for, by its words.
const FEATURE_NFRS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(pay|payment|card|log-?in|sign[- ]?in|account|password|bank|access|permission)/i, "security"],
  [/\b(personal|patient|health|location|contact|message|remind|notif|profile|volunteer|member|child)/i, "privacy"],
  [/\b(tax|audit|consent|regulat|invoice|compliance|legal|record)/i, "compliance"],
  [/\b(report|dashboard|search|convert|sync|rate|real-time|live|map|totals?)\b/i, "performance"]
]
const nfrsFor = (name: string): Array<string> => {
  const tags = FEATURE_NFRS.filter(([re]) => re.test(name)).map(([, t]) => t)
  return tags.length > 0 ? tags : ["performance"]
}

const DATA_WORK = /^to (?:retire|decommission|archive|migrate|move|transfer|integrate)\b/i

/**
 * A migration's report target ("the report estate cut to under 300 trusted reports") is the work of rebuilding
 * the reports people use on the new system, not a figure to watch (issue 33).
 */
const withReports = (targets: ReadonlyArray<BriefFeature>, features: ReadonlyArray<BriefFeature>): Array<BriefFeature> => {
  const mover = features.find((f) => movedTo(f) !== undefined)
  if (!mover) return [...targets]
  const to = movedTo(mover)!
  return targets.map((t) =>
    /\breports?\b/i.test(t.label) ? { name: `Rebuild the reports in use on ${to}`, ...(mover.actor ? { actor: mover.actor } : {}), want: `to rebuild the reports in use onto ${to}`, label: "the reports in use" } : t
  )
}

/** Features the summary lists (the context, else the vision), in the user's words. */
const featuresOf = (req: { readonly context?: string | undefined; readonly vision?: string | undefined }): Array<BriefFeature> => {
  const context = sanitise(req.context ?? "")
  const fromContext = briefFeatures(context)
  const actions = fromContext.filter((f) => !/^to have\b/.test(f.want))
  // (beside a list of what people do, the brief's work on data and other systems: "has to integrate with ...")
  if (actions.length >= 2) return withoutRepeats([...fromContext, ...proseFeatures(context).filter((p) => DATA_WORK.test(p.want))])
  // a sponsor's prose lists no features, or only things ("an offline tablet app for pole"): what it says the
  // product does and the work it names as done lead (issue 33)
  // ... less the project's own aim ("Replace the legacy finance system with a cloud ERP"): an outcome, not an epic
  // (work on data or an old system is a backlog's epic even when it is the aim: "Retire paper forms")
  const aims = new Set(goalPhrases([context, req.vision ?? ""]).map(sameTextKey))
  const prose = proseFeatures(context).filter((p) => (!aims.has(sameTextKey(p.name)) || DATA_WORK.test(p.want)) && !actions.some((a) => sameTextKey(a.name) === sameTextKey(p.name)))
  // too few for a backlog (three epics at least): the brief's own targets, watched, come next
  if (prose.length > 0) return withoutRepeats([...actions, ...prose, ...(actions.length + prose.length < 3 ? withReports(targetFeatures(context), prose) : [])])
  return fromContext.length >= 2 ? fromContext : briefFeatures(sanitise(req.vision ?? ""))
}

export const draftEpics = (req: EpicsRequest): EpicsDraft => {
  const ctx = makeContext("draftEpics", req)
  const outcomes = (req.outcomes ?? []).map(sanitise).filter((o) => o.length > 0)
  // Features the summary lists are the epics, in the user's words; domain themes (capabilities of the product) fill up.
  const features = featuresOf(req)
  const listed = features.length >= 1 ? uniqueBy(features, (f) => f.name, req.existing_names ?? []).slice(0, 8) : []
  // beside the brief's own features, a theme only when the brief names what it is about (no "Core journey")
  const words = contentWords(ctx.text)
  const named = (t: EpicTheme): boolean => {
    const own = t.name.toLowerCase().match(/[a-z]{4,}/g)?.filter((w) => w !== "with") ?? []
    return listed.length === 0 || own.every((w) => words.has(w) || ctx.text.toLowerCase().includes(w.replace(/s$/, "")))
  }
  const themes = uniqueBy(rankedThemes(ctx).filter(named), (t) => t.name, [...(req.existing_names ?? []), ...listed.map((f) => f.name)])
  const n = Math.max(listed.length, 4 + ctx.rng.int(3))
  // a backlog holds three epics at least: the most relevant of the domain's themes make up a shortfall
  const pad = uniqueBy(rankedThemes(ctx), (t) => t.name, [...(req.existing_names ?? []), ...listed.map((f) => f.name), ...themes.map((t) => t.name)])
  const total = listed.length > 0 ? Math.max(3, Math.min(4, listed.length + themes.length)) : n
  const fill = listed.length >= 3 ? [] : [...themes, ...pad].slice(0, Math.max(0, total - listed.length))
  const candidates = [...listed.map((f) => ({ name: f.name, nfr: nfrsFor(f.name) })), ...fill]
  const prefix = keyPrefix(ctx.project)
  const epics: Array<EpicDraft> = candidates.map((c, i) => ({
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
  const features = new Map(featuresOf(req).map((f) => [sameTextKey(f.name), f] as const))
  const writing = { text: req.context ?? "", actors, used: new Set<string>() }
  req.epics.forEach((epic, e) => {
    const name = lowerFirst(sanitise(epic.name) || "this epic")
    const feature = features.get(sameTextKey(epic.name))
    if (feature) {
      const own = writeFeatureStories(feature, e, writing, perEpic)
      // (the neutral stories only fill places no story of the feature's own can take)
      const extra = ctx.rng.shuffle(GENERIC_STORIES).map((p) => ({ as_a: (feature.actor ?? actors[0] ?? "user").toLowerCase(), i_want: p.want.replace("{epic}", feature.label), so_that: p.so, acceptance: p.ac.map((a) => a.replace("{epic}", feature.label)) }))
      ;[...own, ...extra].slice(0, perEpic).forEach((st, i) => stories.push({ epic_key: epic.key, ...st, points: [1, 2, 3, 5, 8][ctx.rng.int(5)]!, priority: (i === 0 ? 1 : 1 + ctx.rng.int(3)) as 1 | 2 | 3 }))
      return
    }
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
