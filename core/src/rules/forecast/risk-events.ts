import { toScaleValue, type ScaleInput } from "../risk/risk-scale"

/** A register risk as a forecast event: drawn each iteration with `probability`; when it occurs it adds
 * `schedule_days` working days to each task in `tasks` and `cost_impact` to the cost. */
export interface RiskEvent {
  readonly id: string
  readonly title?: string
  readonly probability: number
  readonly schedule_days: number
  readonly cost_impact: number
  readonly tasks: ReadonlyArray<string>
}

/** Probability of a risk by its likelihood, Very Low..Very High (docs/forecast.md); unrated: Medium. */
export const LIKELIHOOD_PROBABILITY = [0.05, 0.1, 0.25, 0.4, 0.6] as const

/**
 * Impact scaled by the project's size (docs/forecast.md), Very Low..Very High: the schedule impact is
 * this share of the project's most-likely working days (at least 1 day, whole days), the cost impact
 * this share of the base cost (whole currency units).
 */
export const IMPACT_SCHEDULE_SHARE = [0.005, 0.01, 0.02, 0.04, 0.06] as const
export const IMPACT_COST_SHARE = [0.0025, 0.005, 0.01, 0.025, 0.05] as const

const level = (x: ScaleInput | null | undefined): number => (toScaleValue(x) ?? 3) - 1

export const riskProbability = (likelihood: ScaleInput | null | undefined): number => LIKELIHOOD_PROBABILITY[level(likelihood)]!

export const riskScheduleDays = (impact: ScaleInput | null | undefined, projectDays: number): number =>
  Math.max(1, Math.round(IMPACT_SCHEDULE_SHARE[level(impact)]! * Math.max(0, projectDays)))

export const riskCostImpact = (impact: ScaleInput | null | undefined, baseCost: number): number =>
  Math.round(IMPACT_COST_SHARE[level(impact)]! * Math.max(0, baseCost))

/** Expected monetary value of the risks: the sum of probability x cost impact. */
export const riskExposure = (risks: ReadonlyArray<Pick<RiskEvent, "probability" | "cost_impact">>): number =>
  risks.reduce((sum, r) => sum + clampProbability(r.probability) * Math.max(0, r.cost_impact || 0), 0)

export const clampProbability = (p: number): number => (Number.isFinite(p) ? (p < 0 ? 0 : p > 1 ? 1 : p) : 0)

/** Words a risk's category brings to the task match (a Vendor risk touches procurement and integration work). */
const CATEGORY_WORDS: Record<string, ReadonlyArray<string>> = {
  technical: ["integrat", "develop", "build", "api", "architect", "interface"],
  security: ["security", "penetration", "test"],
  vendor: ["procure", "vendor", "supplier", "contract", "integrat"],
  schedule: ["test", "uat", "go-live", "cutover", "develop"],
  compliance: ["migrat", "data", "approv", "sign", "security"],
  operational: ["go-live", "train", "hand", "support", "hypercare"],
  financial: ["budget", "business case", "procure"],
  resource: ["develop", "build", "sprint"],
  people: ["train", "change", "engage"],
  change: ["train", "change", "engage", "persona"],
  cost: ["procure", "licen", "budget", "release"]
}

/** Category words of every part of a category ("Change/People" -> change and people). */
const categoryWordsOf = (category: string | null | undefined): Array<string> =>
  (category ?? "").toLowerCase().split(/[^a-z]+/).flatMap((part) => CATEGORY_WORDS[part] ?? [])

const STOP = new Set(["about", "after", "against", "before", "being", "brief", "could", "every", "everything", "might", "named", "other", "project", "raised", "slows", "takes", "their", "there", "these", "those", "through", "which", "while", "within", "would", "harder", "planned", "proves", "found", "names", "taking", "part"])

const stems = (text: string): Set<string> => {
  const out = new Set<string>()
  for (const w of text.toLowerCase().split(/[^a-z0-9]+/)) if (w.length >= 5 && !STOP.has(w)) out.add(w.slice(0, 6))
  return out
}

export interface TaskText {
  readonly id: string
  readonly text: string
  readonly duration: number
}

/**
 * The tasks a risk is proposed to affect (at most `max`, by default the best match): leaf tasks sharing a word stem with the
 * risk's title and description, then those its category points to; with no match, the longest task.
 * Ties go to the longer task, then to the earlier one.
 */
export const proposeAffectedTasks = (
  risk: { readonly title?: string | null; readonly description?: string | null; readonly category?: string | null },
  tasks: ReadonlyArray<TaskText>,
  max = 1
): Array<string> => affectedTasksMatcher(tasks)(risk, max)

type Scored = { readonly id: string; readonly score: number; readonly duration: number; readonly at: number }
const byScore = (a: Scored, b: Scored): number => b.score - a.score || b.duration - a.duration || a.at - b.at

/**
 * proposeAffectedTasks over one task list for many risks: the tasks are indexed once by word stem and, on first
 * use, by category word, so a risk costs the tasks it matches rather than a pass over every task's text.
 */
export const affectedTasksMatcher = (tasks: ReadonlyArray<TaskText>) => {
  const prepared: Array<Scored & { readonly lower: string }> = []
  tasks.forEach((t, at) => {
    if (t.duration > 0) prepared.push({ id: t.id, score: 0, duration: t.duration, at, lower: ` ${t.text.toLowerCase()}` })
  })
  const byStem = new Map<string, Array<number>>()
  prepared.forEach((t, k) => {
    for (const s of stems(tasks[t.at]!.text)) {
      const list = byStem.get(s)
      if (list) list.push(k)
      else byStem.set(s, [k])
    }
  })
  const byWord = new Map<string, Array<number>>()
  const withWord = (w: string): Array<number> => {
    let list = byWord.get(w)
    if (!list) {
      list = []
      for (let k = 0; k < prepared.length; k++) if (prepared[k]!.lower.includes(` ${w}`)) list.push(k)
      byWord.set(w, list)
    }
    return list
  }
  // with no match: the longest task, then the earliest
  let longest: Scored | null = null
  for (const t of prepared) if (longest === null || byScore(t, longest) < 0) longest = t
  const scores = new Int32Array(prepared.length)

  return (risk: { readonly title?: string | null; readonly description?: string | null; readonly category?: string | null }, max = 1): Array<string> => {
    if (longest === null) return []
    const touched: Array<number> = []
    const add = (k: number, points: number) => {
      if (scores[k] === 0) touched.push(k)
      scores[k] = scores[k]! + points
    }
    for (const s of stems(`${risk.title ?? ""} ${risk.description ?? ""}`)) for (const k of byStem.get(s) ?? []) add(k, 2)
    for (const w of categoryWordsOf(risk.category)) for (const k of withWord(w)) add(k, 1)
    if (touched.length === 0) return [longest.id]
    let answer: Array<string>
    if (max === 1) {
      let best = touched[0]!
      for (const k of touched) {
        const a = prepared[k]!
        const b = prepared[best]!
        if ((scores[best]! - scores[k]! || b.duration - a.duration || a.at - b.at) < 0) best = k
      }
      answer = [prepared[best]!.id]
    } else {
      answer = touched.map((k) => ({ ...prepared[k]!, score: scores[k]! })).sort(byScore).slice(0, max).map((s) => s.id)
    }
    for (const k of touched) scores[k] = 0
    return answer
  }
}
