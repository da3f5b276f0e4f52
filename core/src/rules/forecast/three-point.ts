/** A leaf task's three-point estimate in working days: optimistic <= most likely <= pessimistic. */
export interface ThreePoint {
  readonly optimistic: number
  readonly most_likely: number
  readonly pessimistic: number
}

export interface EstimateSpread {
  readonly nature: string
  readonly keywords: ReadonlyArray<string>
  /** optimistic and pessimistic as factors of the most likely duration */
  readonly low: number
  readonly high: number
}

/**
 * Spreads by the task's nature (docs/forecast.md): the first row whose keyword starts a word of the
 * task's text wins. Work that depends on others (procurement, integration, migration) is wider than
 * work the team controls (documentation, planning); a sprint is a timebox, so it only runs over.
 */
export const ESTIMATE_SPREADS: ReadonlyArray<EstimateSpread> = [
  { nature: "procurement", keywords: ["procure", "purchas", "tender", "contract", "vendor", "supplier", "licen", "rfp", "rfq"], low: 0.9, high: 1.7 },
  { nature: "integration", keywords: ["integrat", "interface", "api", "migrat", "data", "legacy", "connect"], low: 0.85, high: 1.6 },
  { nature: "approval", keywords: ["approv", "sign off", "sign-off", "board", "gate", "decision", "authoris", "authoriz"], low: 0.9, high: 1.5 },
  { nature: "testing", keywords: ["test", "uat", "acceptance", "security", "performance", "penetration", "quality", "defect"], low: 0.9, high: 1.5 },
  { nature: "build", keywords: ["develop", "build", "implement", "feature", "code", "configur", "environment", "pipeline", "runway", "spike", "prototype", "design"], low: 0.85, high: 1.4 },
  { nature: "go-live", keywords: ["go-live", "go live", "cutover", "cut-over", "deploy", "launch", "release", "rollout", "roll-out", "hypercare", "replace", "retire"], low: 0.9, high: 1.3 },
  { nature: "sprint", keywords: ["sprint", "iteration"], low: 1, high: 1.2 },
  { nature: "people", keywords: ["train", "change", "stakeholder", "engage", "interview", "workshop", "persona", "hand over", "handover"], low: 0.9, high: 1.25 },
  { nature: "documentation", keywords: ["document", "write", "report", "plan", "lesson", "charter", "business case", "mandate", "backlog", "estimat", "vision", "review"], low: 0.9, high: 1.2 }
]

export const DEFAULT_SPREAD: EstimateSpread = { nature: "other", keywords: [], low: 0.9, high: 1.3 }

const words = (text: string): string => ` ${text.toLowerCase().replace(/[^a-z0-9-]+/g, " ")} `

// each row's keywords as they are looked for in words(text), worked out once
const SPREAD_KEYS = ESTIMATE_SPREADS.map((row) => [row, row.keywords.map((k) => ` ${k.replace(/[^a-z0-9-]+/g, " ")}`)] as const)

/** The spread row for a task's text (title, phase, resource): the first table row with a matching keyword, else the default. */
export const spreadFor = (text: string): EstimateSpread => {
  const w = words(text)
  for (const [row, keys] of SPREAD_KEYS) for (const k of keys) if (w.includes(k)) return row
  return DEFAULT_SPREAD
}

const half = (x: number): number => Math.round(x * 2) / 2

/** The proposed estimate of a leaf: the most likely is today's duration; the ends from the spread, to half days. */
export const proposeEstimate = (text: string, duration: number): ThreePoint => {
  const m = Number.isFinite(duration) && duration > 0 ? duration : 0
  if (m === 0) return { optimistic: 0, most_likely: 0, pessimistic: 0 }
  const s = spreadFor(text)
  const o = Math.min(m, half(m * s.low))
  const p = Math.max(m, half(m * s.high))
  return { optimistic: o, most_likely: m, pessimistic: p }
}

/** An edited estimate made consistent: numbers >= 0, sorted so optimistic <= most likely <= pessimistic. */
export const normaliseEstimate = (e: ThreePoint): ThreePoint => {
  const v = [e.optimistic, e.most_likely, e.pessimistic].map((x) => (typeof x === "number" && Number.isFinite(x) && x > 0 ? x : 0))
  const [o, m, p] = [Math.min(v[0]!, v[1]!, v[2]!), v[1]!, Math.max(v[0]!, v[1]!, v[2]!)]
  return { optimistic: o, most_likely: m, pessimistic: p }
}
