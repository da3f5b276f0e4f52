// The six parts of a short comms plan (waterfall.md §3 Comms plan) read from an answer, tolerating
// missing parts and fields so that an older or partial plan still renders.

export interface CommsChannelRow { readonly channel: string; readonly purpose: string; readonly cadence: string; readonly owner: string }
export interface CommsMessageRow { readonly audience: string; readonly message: string; readonly cta: string; readonly spokesperson: string }
export interface CommsAudienceRow { readonly segment: string; readonly who: string }
export interface CommsGovernanceRow { readonly forum: string; readonly cadence: string; readonly participants: string; readonly purpose: string }
export interface CommsRiskRow { readonly risk: string; readonly mitigation: string }

export interface CommsPlanView {
  readonly objectives: ReadonlyArray<string>
  readonly channels: ReadonlyArray<CommsChannelRow>
  readonly keyMessages: ReadonlyArray<CommsMessageRow>
  readonly audiences: ReadonlyArray<CommsAudienceRow>
  readonly governance: ReadonlyArray<CommsGovernanceRow>
  readonly risks: ReadonlyArray<CommsRiskRow>
}

export interface SavedCommsPlan {
  readonly plan: CommsPlanView
  readonly contextUsed: string
  readonly id: string | null
  readonly createdAt: string | null
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "")
const rows = <K extends string>(value: unknown, keys: ReadonlyArray<K>): ReadonlyArray<Record<K, string>> =>
  (Array.isArray(value) ? value : [])
    .map((item) => {
      const r = record(item)
      return Object.fromEntries(keys.map((k) => [k, text(r[k])])) as Record<K, string>
    })
    .filter((row) => keys.some((k) => row[k] !== ""))

export const toCommsPlan = (value: unknown): CommsPlanView => {
  const plan = record(value)
  const objectives = Array.isArray(plan.objectives)
    ? plan.objectives.map(text)
    : typeof plan.objectives === "string"
      ? plan.objectives.split(/\r?\n/).map((l) => l.replace(/^\s*[-*•]\s*/, "").trim())
      : []
  return {
    objectives: objectives.filter((o) => o !== ""),
    channels: rows(plan.channels, ["channel", "purpose", "cadence", "owner"]),
    keyMessages: rows(plan.key_messages, ["audience", "message", "cta", "spokesperson"]),
    audiences: rows(plan.audiences, ["segment", "who"]),
    governance: rows(plan.governance, ["forum", "cadence", "participants", "purpose"]),
    risks: rows(plan.risks_mitigations, ["risk", "mitigation"])
  }
}

/** The plan as the API stores it (waterfall.md §3 field names), from the screen's view. */
export const toApiPlan = (plan: CommsPlanView) => ({
  objectives: plan.objectives,
  channels: plan.channels,
  key_messages: plan.keyMessages,
  audiences: plan.audiences,
  governance: plan.governance,
  risks_mitigations: plan.risks
})

/** The parts whose rows are edited in place (issue 37), by the view's key. */
export type CommsTablePart = "channels" | "keyMessages" | "audiences" | "governance" | "risks"

/** One cell of a part's row changed. */
export const editCell = (plan: CommsPlanView, part: CommsTablePart, row: number, key: string, value: string): CommsPlanView => ({
  ...plan,
  [part]: (plan[part] as unknown as ReadonlyArray<Record<string, string>>).map((r, i) => (i === row ? { ...r, [key]: value } : r))
})

export const deleteRow = (plan: CommsPlanView, part: CommsTablePart, row: number): CommsPlanView => ({
  ...plan,
  [part]: (plan[part] as ReadonlyArray<unknown>).filter((_, i) => i !== row)
})

export const addRow = (plan: CommsPlanView, part: CommsTablePart, keys: ReadonlyArray<string>): CommsPlanView => ({
  ...plan,
  [part]: [...(plan[part] as ReadonlyArray<unknown>), Object.fromEntries(keys.map((k) => [k, ""]))]
})

export const editObjective = (plan: CommsPlanView, index: number, value: string): CommsPlanView => ({
  ...plan,
  objectives: plan.objectives.map((o, i) => (i === index ? value : o))
})

export const isEmptyPlan = (plan: CommsPlanView): boolean =>
  plan.objectives.length + plan.channels.length + plan.keyMessages.length + plan.audiences.length + plan.governance.length + plan.risks.length === 0

/** A /comms/latest or /comms/shortplan answer as a saved plan; null when none was found. */
export const toSavedCommsPlan = (answer: unknown): SavedCommsPlan | null => {
  const body = record(answer)
  if (body.found === false || body.plan === null || body.plan === undefined) return null
  const plan = toCommsPlan(body.plan)
  if (isEmptyPlan(plan)) return null
  const id = text(body.saved_id) || text(body.id)
  return { plan, contextUsed: text(body.context_used), id: id === "" ? null : id, createdAt: text(body.created_at) || null }
}
