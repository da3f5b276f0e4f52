// Everything the offline drafter knows about one request: project, matched domain, the user's words.
import { DOMAINS, domainProfile, type DomainId, type DomainProfile } from "../knowledge/domains"
import { sanitise } from "./phrases"
import { rngFor, type Rng } from "./seed"
import type { Vars } from "./text"

export interface DraftContext {
  readonly task: string
  readonly project: string
  readonly domain: DomainProfile
  /** Other domains the text points to, strongest first. */
  readonly secondary: ReadonlyArray<DomainId>
  /** All of the user's text joined (sanitised). */
  readonly text: string
  readonly rng: Rng
  readonly vars: Vars
}

// Keyword patterns compiled once: short keywords must match whole words ("app", not "approval").
// (Separate literal patterns scan long text faster than one alternation.)
const PATTERNS = new Map(
  DOMAINS.map((d) => [
    d.id,
    d.keywords.map((k) => {
      const escaped = k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      return new RegExp(k.length <= 4 ? `\\b${escaped}\\b` : escaped, "g")
    })
  ])
)

const countHits = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0

/** Domains ranked by keyword hits in the text; the project name counts double. */
export const rankDomains = (projectName: string, text: string): Array<{ id: DomainId; score: number }> => {
  const lowerText = ` ${text.toLowerCase()} `
  const lowerName = ` ${projectName.toLowerCase()} `
  return DOMAINS.filter((d) => d.id !== "general")
    .map((d) => ({
      id: d.id,
      score: (PATTERNS.get(d.id) ?? []).reduce((sum, k) => sum + countHits(lowerText, k) + 2 * countHits(lowerName, k), 0)
    }))
    .filter((d) => d.score > 0)
    .sort((a, b) => b.score - a.score)
}

/** Collects every string in the request (the user's own words), in field order. */
export const userText = (value: unknown): Array<string> => {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(userText)
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(userText)
  return []
}

export const makeContext = (task: string, request: { readonly project_name?: string | undefined }): DraftContext => {
  const project = sanitise(request.project_name ?? "") || "the project"
  const text = sanitise(userText(request).join(". "))
  const ranked = rankDomains(project, text)
  const domain = domainProfile(ranked[0]?.id ?? "general")
  return {
    task,
    project,
    domain,
    secondary: ranked.slice(1).filter((d) => d.score >= Math.max(2, (ranked[0]?.score ?? 0) / 2)).map((d) => d.id),
    text,
    rng: rngFor(task, request),
    vars: { project, noun: domain.noun, users: domain.users, supplier: domain.supplier }
  }
}
