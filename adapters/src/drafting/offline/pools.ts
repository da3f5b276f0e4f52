// Candidate items per section for the matched domain, filled for the project.
import { unlicensedTerms } from "@initpack/core/drafting/wording/licences"
import type { ScopeItemDraft } from "@initpack/core/drafting/common"
import { sameTextKey } from "@initpack/core/drafting/guards"
import { DOMAIN_GOAL_TYPES, GOAL_TYPES, type GoalType } from "../knowledge/kpi-patterns"
import { RISK_LIBRARY, type LibraryRisk } from "../knowledge/risk-library"
import { TOPIC_PACKS } from "../knowledge/topic-packs"
import { DOMAIN_IDS } from "../knowledge/domains"
import { DOMAIN_ITEMS, GENERIC_ITEMS, type ItemSection } from "../knowledge/scope-items"
import { AGILE_PHASES, PRINCE2_STAGES } from "../knowledge/stage-templates"
import type { DraftContext } from "./context"
import { contentWords } from "./phrases"
import { stageTasks } from "./stages"
import { fill, listPhrase, lowerFirst } from "./text"

const parseItem = (pattern: string, ctx: DraftContext): ScopeItemDraft => {
  const [title = "", rationale = ""] = pattern.split("|")
  return { title: fill(title, ctx.vars), rationale: fill(rationale, ctx.vars) }
}

/** Domain items first (shuffled), then secondary domains', then generic ones. */
/** A knowledge line is used only when the brief mentions what it is about (core's licence rules, issue 33). */
export const licensed = (ctx: DraftContext, line: string): boolean => unlicensedTerms(line, ctx.text).length === 0

export const sectionPool = (section: ItemSection, ctx: DraftContext, ownFieldOnly = false): Array<ScopeItemDraft> => {
  const domainPatterns = DOMAIN_ITEMS[ctx.domain.id][section] ?? []
  const secondary = ctx.secondary.flatMap((d) => DOMAIN_ITEMS[d][section] ?? [])
  const generic = GENERIC_ITEMS[section]
  // Last resort once the project's own patterns are used up: other domains' patterns.
  // (a first draft of a project no template fits takes none: another field's items are that field's work)
  const others = ownFieldOnly && ctx.domain.id === "general" ? [] : DOMAIN_IDS.filter((d) => d !== ctx.domain.id && !ctx.secondary.includes(d)).flatMap((d) => DOMAIN_ITEMS[d][section] ?? [])
  return [...ctx.rng.shuffle(domainPatterns), ...ctx.rng.shuffle(secondary), ...ctx.rng.shuffle(generic), ...others].map((p) => parseItem(p, ctx)).filter((i) => licensed(ctx, `${i.title} ${i.rationale}`))
}

export const phaseItems = (ctx: DraftContext, agile: boolean): Array<ScopeItemDraft> =>
  (agile ? AGILE_PHASES.map((s) => ({ phase: s.phase, tasks: s.tasks })) : PRINCE2_STAGES.map((s) => ({ phase: s.phase, tasks: stageTasks(ctx, s) }))).map((stage) => ({
    title: stage.phase,
    rationale: `Key activities for ${ctx.project}: ${listPhrase(stage.tasks.filter((t) => t.days > 0).slice(0, 3).map((t) => lowerFirst(t.task)))}.`
  }))

export const goalTypeFor = (text: string, fallback: string, preferred: ReadonlyArray<string> = []): GoalType => {
  const lower = text.toLowerCase()
  let best: GoalType | undefined
  let bestScore = 0
  for (const type of GOAL_TYPES) {
    // a tie goes to one of the domain's own goal types ("security awareness" is compliance, not marketing)
    const score = type.keywords.reduce((s, k) => s + (lower.includes(k) ? 1 : 0), 0) + (preferred.includes(type.id) ? 0.5 : 0)
    if (score >= 1 && score > bestScore) {
      best = type
      bestScore = score
    }
  }
  return best ?? GOAL_TYPES.find((g) => g.id === fallback) ?? (GOAL_TYPES[0] as GoalType)
}

export const domainGoalTypes = (ctx: DraftContext): Array<GoalType> =>
  (DOMAIN_GOAL_TYPES[ctx.domain.id] ?? []).flatMap((id) => GOAL_TYPES.filter((g) => g.id === id))

// a knowledge pack's risks fit any project the pack applies to
const PACK_RISKS = new Map(TOPIC_PACKS.map((p) => [p, p.risks.map((r): LibraryRisk => ({ ...r, domains: ["*"] }))] as const))
const RISK_WORDS = new Map([...RISK_LIBRARY, ...[...PACK_RISKS.values()].flat()].map((r) => [r, contentWords(`${r.title} ${r.description}`)] as const))

/** Library risks ranked for the context: domain fit, word overlap with the user's text, a seeded jitter. */
export const rankedRisks = (ctx: DraftContext, exclude: Iterable<string> = []): Array<LibraryRisk> => {
  const excluded = new Set([...exclude].map(sameTextKey))
  const words = contentWords(ctx.text)
  // a plan drafted from the brief alone takes only risks that fit any project
  // (the work patterns' pack is made per brief: its risks are read from it)
  const packed = new Set(ctx.topics.flatMap((p) => PACK_RISKS.get(p) ?? p.risks.map((r): LibraryRisk => ({ ...r, domains: ["*"] }))))
  return [...packed, ...RISK_LIBRARY].filter((r) => !excluded.has(sameTextKey(fill(r.title, ctx.vars))) && (!(ctx.fromBrief || ctx.domain.id === "general") || r.domains.includes("*")) && licensed(ctx, `${r.title} ${r.description} ${r.mitigation} ${r.contingency}`))
    .map((r) => {
      const domainFit = packed.has(r) ? 4 : r.domains.includes(ctx.domain.id) ? 4 : ctx.secondary.some((d) => r.domains.includes(d)) ? 2 : r.domains.includes("*") ? 1.5 : 0
      let overlap = 0
      for (const w of RISK_WORDS.get(r) ?? []) if (words.has(w)) overlap += 1
      return { r, score: domainFit + Math.min(overlap, 5) * 1.0 + ctx.rng.next() * 1.0 }
    })
    .sort((a, b) => b.score - a.score)
    .map((x) => x.r)
}
