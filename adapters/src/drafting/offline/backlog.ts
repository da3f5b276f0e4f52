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
import { EPIC_THEMES, PERSONAS } from "../knowledge/personas"
import { makeContext } from "./context"
import { goalPhrases, sanitise } from "./phrases"
import { lowerFirst, shortTitle } from "./text"

/** Epic key prefix from the project's initials, e.g. "Atlas ERP Rollout" -> "AER". */
export const keyPrefix = (project: string): string => {
  const initials = project.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0).map((w) => w[0]!.toUpperCase()).join("")
  return (initials.length >= 2 ? initials : project.replace(/[^A-Za-z]/g, "").toUpperCase()).slice(0, 4) || "EP"
}

export const draftEpics = (req: EpicsRequest): EpicsDraft => {
  const ctx = makeContext("draftEpics", req)
  const outcomes = (req.outcomes ?? []).map(sanitise).filter((o) => o.length > 0)
  const fromOutcomes = outcomes.slice(0, 3).map((o) => ({ name: o.split(/\s+/).length <= 12 ? o : shortTitle(o, 12), nfr: ["performance"], outcome: o }))
  const fromText = goalPhrases([req.vision, req.context]).slice(0, 2).map((g) => ({ name: g, nfr: ["security"], outcome: g }))
  const themes = ctx.rng.shuffle(EPIC_THEMES.slice(2)).map((t) => ({ name: t.name, nfr: [...t.nfr], outcome: "" }))
  const candidates = uniqueBy([...EPIC_THEMES.slice(0, 2).map((t) => ({ name: t.name, nfr: [...t.nfr], outcome: "" })), ...fromOutcomes, ...fromText, ...themes], (c) => c.name, req.existing_names ?? [])
  const n = 4 + ctx.rng.int(3)
  const prefix = keyPrefix(ctx.project)
  const epics: Array<EpicDraft> = candidates.slice(0, n).map((c, i) => ({
    key: `${prefix}-${i + 1}`,
    name: c.name,
    outcome_link: c.outcome || outcomes[i % Math.max(1, outcomes.length)] || `${ctx.project}: ${lowerFirst(c.name)} works for ${ctx.domain.users}`,
    nfr_tags: [...c.nfr]
  }))
  return { epics }
}

const STORY_PATTERNS: ReadonlyArray<{ want: string; so: string; ac: ReadonlyArray<string> }> = [
  { want: "to start {epic} in a few simple steps", so: "I can get it done without asking for help", ac: ["Given I am signed in, when I open {epic}, then the first step is shown", "The journey takes no more than three steps", "Errors explain how to fix the problem"] },
  { want: "to see the status of {epic} at any time", so: "I do not need to chase anyone for updates", ac: ["Status is shown on my home screen", "Status updates within one minute of a change", "I can filter by status"] },
  { want: "to be notified when {epic} needs my action", so: "nothing waits on me without my knowing", ac: ["A notification is sent when my action is needed", "I can choose email or in-app notifications", "Notifications link straight to the item"] },
  { want: "to review and approve {epic} items", so: "decisions are recorded and traceable", ac: ["Approvers see all details before approving", "Approval and rejection record who and when", "Rejected items return with a reason"] },
  { want: "to export {epic} data", so: "I can report on it outside the product", ac: ["Export is available as CSV", "Exported columns match what is on screen", "Only data I may see is exported"] },
  { want: "to configure the rules for {epic}", so: "the product fits how our teams work", ac: ["Only administrators can change rules", "Changes apply to new items only", "Every change is logged"] },
  { want: "to search across {epic}", so: "I find what I need quickly", ac: ["Search returns results in under two seconds", "Results can be sorted by date and relevance", "No results shows a helpful message"] }
]

export const draftStories = (req: StoriesRequest): StoriesDraft => {
  const ctx = makeContext("draftStories", req)
  const perEpic = req.per_epic ?? DEFAULT_STORIES_PER_EPIC
  const personas = (req.personas ?? []).map(sanitise).filter((p) => p.length > 0)
  const actors = personas.length > 0 ? personas : PERSONAS[ctx.domain.id].map((p) => p.name)
  const stories: Array<StoryDraft> = []
  req.epics.forEach((epic, e) => {
    const name = lowerFirst(sanitise(epic.name) || "this epic")
    const patterns = ctx.rng.shuffle(STORY_PATTERNS)
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
