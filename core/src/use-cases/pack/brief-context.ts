// Plain-text context the drafting tasks read, assembled from the brief and what is drafted so far.
import type { ResolvedBrief } from "../../brief/resolve-brief"

const lines = (parts: ReadonlyArray<string | undefined | false>): string =>
  parts.filter((p): p is string => typeof p === "string" && p.trim().length > 0).join("\n")

/** The brief's own words: summary, background, goals, clarification answers, setup. */
export const briefContext = (brief: ResolvedBrief): string =>
  lines([
    brief.summary,
    brief.background,
    brief.goals !== undefined && brief.goals.length > 0 && `Goals: ${brief.goals.join("; ")}.`,
    ...Object.entries(brief.clarifications ?? {}).map(([q, a]) => `${q}: ${a}`),
    brief.procurement !== undefined && brief.procurement !== "None" && `Procurement: ${brief.procurement}.`,
    brief.third_parties !== undefined && brief.third_parties !== "None" && `Third parties: ${brief.third_parties}.`
  ])

/** Clarification answers as the Scope Builder sends them (waterfall.md §7 /scope/generate). */
export const clarificationAnswers = (brief: ResolvedBrief): Record<string, string> => {
  const answers: Record<string, string> = { ...(brief.clarifications ?? {}) }
  if (brief.summary !== undefined && answers["summary"] === undefined) answers["summary"] = brief.summary
  if (brief.background !== undefined && answers["background"] === undefined) answers["background"] = brief.background
  if (brief.goals !== undefined && brief.goals.length > 0 && answers["goals"] === undefined) answers["goals"] = brief.goals.join("; ")
  return answers
}

export const joinContext = lines

/** The agile Quick Draft needs a summary; the brief's background or goals stand in when it has none. */
export const agileSummary = (brief: ResolvedBrief): string =>
  // the scope answer says who does what ("Residents apply, pay and book inspections"): the personas and features come from it
  lines([brief.summary, brief.summary === undefined && brief.background, brief.goals?.join("; "), brief.clarifications?.["scope"]]) ||
  `${brief.project.name}: a product delivered iteratively.`
