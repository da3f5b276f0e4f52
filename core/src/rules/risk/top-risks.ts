import { riskRag, type RatedRisk } from "./risk-rag"

export interface RankableRisk extends RatedRisk {
  readonly title: string
}

const compareTitles = (a: string, b: string): number => {
  const x = a.trim().toLowerCase()
  const y = b.trim().toLowerCase()
  if (x !== y) return x < y ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Top risks: RAG score descending, then title ascending (case-insensitive, code-point order so
 * the result does not depend on the runtime locale). Unrated risks come last. Stable; returns a new array.
 * With a limit, only the first `limit` risks are returned.
 */
export function topRisks<R extends RankableRisk>(risks: ReadonlyArray<R>, limit?: number): ReadonlyArray<R> {
  const scored = risks.map((risk) => ({ risk, score: riskRag(risk)?.score ?? -1 }))
  scored.sort((a, b) => b.score - a.score || compareTitles(a.risk.title, b.risk.title))
  const ordered = scored.map((entry) => entry.risk)
  return limit === undefined ? ordered : ordered.slice(0, Math.max(0, Math.floor(limit)))
}
