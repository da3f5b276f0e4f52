// Which approach the Short Communications Plan is for (waterfall.md §2 Short Communications Plan):
// Waterfall or Agile, default Waterfall; from the query, else the referrer, else sessionStorage.
import type { Approach } from "@initpack/core/schemas/enum-lists"

export const COMMS_APPROACHES: ReadonlyArray<Approach> = ["Waterfall", "Agile"]
export const DEFAULT_COMMS_APPROACH: Approach = "Waterfall"

export type ApproachSource = "query" | "referrer" | "storage" | "default"

export interface ApproachQuery {
  /** approach, else project_approach */
  readonly approach?: string | null | undefined
  /** method, else project_method */
  readonly method?: string | null | undefined
}

export interface ApproachInputs {
  readonly query: ApproachQuery
  /** document.referrer of the page load ("" when none or not this page's). */
  readonly referrer: string
  /** This app's origin: a referrer from elsewhere says nothing. */
  readonly origin: string
  /** The approach stored in sessionStorage for this project (null when none). */
  readonly stored: string | null
}

export interface ResolvedApproach {
  readonly approach: Approach
  /** The method the calls and the URL carry: the query's when it agrees, else the approach. */
  readonly method: string
  readonly source: ApproachSource
  /** Approach and method in the query disagree; the approach won. */
  readonly conflict: { readonly approach: Approach; readonly method: string } | null
}

const AGILE_WORDS = /\b(agile|scrum|kanban|product|safe|xp|lean)\b/i
const WATERFALL_WORDS = /\b(waterfall|prince2|predictive|traditional|stage[- ]gate)\b/i

/** An approach named by a value ("agile", "Waterfall / PRINCE2", "Scrum"...); undefined when it names neither or both. */
export const approachOf = (value: string | null | undefined): Approach | undefined => {
  const text = (value ?? "").trim()
  if (text === "") return undefined
  const agile = AGILE_WORDS.test(text)
  const waterfall = WATERFALL_WORDS.test(text)
  if (agile === waterfall) return undefined
  return agile ? "Agile" : "Waterfall"
}

/** What a same-origin referrer says: its own approach or method query, else an agile or waterfall module path. */
export const approachOfReferrer = (referrer: string, origin: string): Approach | undefined => {
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  const q = url.searchParams
  const fromQuery =
    approachOf(q.get("approach") ?? q.get("project_approach")) ?? approachOf(q.get("method") ?? q.get("project_method") ?? q.get("delivery"))
  if (fromQuery) return fromQuery
  const path = url.pathname.replace(/\/+$/, "")
  if (/^\/app\/(agile\/|reports\/agile$)/.test(path)) return "Agile"
  if (/^\/app\/(scope|wbs|budget|reports|risk)$/.test(path)) return "Waterfall"
  return undefined
}

export const resolveCommsApproach = ({ query, referrer, origin, stored }: ApproachInputs): ResolvedApproach => {
  const asked = approachOf(query.approach)
  const method = (query.method ?? "").trim()
  const methodApproach = approachOf(method)
  if (asked) {
    const conflict = methodApproach !== undefined && methodApproach !== asked
    return { approach: asked, method: conflict || method === "" ? asked : method, source: "query", conflict: conflict ? { approach: asked, method } : null }
  }
  if (methodApproach) return { approach: methodApproach, method, source: "query", conflict: null }
  const fromReferrer = approachOfReferrer(referrer, origin)
  if (fromReferrer) return { approach: fromReferrer, method: fromReferrer, source: "referrer", conflict: null }
  const fromStorage = approachOf(stored)
  if (fromStorage) return { approach: fromStorage, method: fromStorage, source: "storage", conflict: null }
  return { approach: DEFAULT_COMMS_APPROACH, method: DEFAULT_COMMS_APPROACH, source: "default", conflict: null }
}

/** The query of the URL rewritten to carry approach and method (the project_ spellings folded in); other keys kept. */
export const searchWithApproach = (search: string, approach: Approach, method: string): string => {
  const params = new URLSearchParams(search)
  params.delete("project_approach")
  params.delete("project_method")
  params.set("approach", approach)
  params.set("method", method)
  return `?${params.toString()}`
}

/** sessionStorage key of the approach last used for a project. */
export const approachStorageKey = (project: string): string => `initpack.comms.approach:${project}`
