// Issue 34: one finding of the pack health check, and the order findings are listed in (errors first).

export type Severity = "error" | "warning" | "note"

/** The module screen where a finding is fixed (the Reports readiness keys, plus the release plan). */
export type HealthModule = "scope" | "stakeholders" | "risks" | "wbs" | "budget" | "comms" | "agile_scope" | "backlog" | "release" | "schedule"

export interface Finding {
  /** Stable within one review: the rule and the finding's place among that rule's findings ("risks.mitigation#2"). */
  readonly id: string
  readonly severity: Severity
  /** Family and rule: "governance.board-complete". */
  readonly rule: string
  readonly module: HealthModule
  /** The pack's lines concerned (a task, a risk title, a goal), as written. */
  readonly lines: ReadonlyArray<string>
  readonly message: string
  readonly fix: string
  /**
   * The id of the row that fixes it on the module's screen (a risk's id), when the pack keeps one: the
   * Reports panel links to the screen with ?focus=<target>, which scrolls that row into view.
   */
  readonly target?: string
}

/** A finding before review numbering: everything but the id. */
export type Draft = Omit<Finding, "id">

export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, note: 2 }

export const finding = (severity: Severity, rule: string, module: HealthModule, lines: ReadonlyArray<string>, message: string, fix: string): Draft => ({
  severity,
  rule,
  module,
  lines,
  message,
  fix
})

/** The finding aimed at one row of its screen (by the row's id); unchanged when the row has no id. */
export const aimedAt = (draft: Draft, id: unknown): Draft => {
  const target = typeof id === "number" ? String(id) : typeof id === "string" ? id.trim() : ""
  return target === "" ? draft : { ...draft, target }
}

/** Errors, then warnings, then notes; rules keep their order within a severity; each gets its id. */
export const numberFindings = (drafts: ReadonlyArray<Draft>): ReadonlyArray<Finding> => {
  const sorted = drafts.map((d, i) => [d, i] as const).sort((a, b) => SEVERITY_RANK[a[0].severity] - SEVERITY_RANK[b[0].severity] || a[1] - b[1])
  const seen = new Map<string, number>()
  return sorted.map(([d]) => {
    const n = (seen.get(d.rule) ?? 0) + 1
    seen.set(d.rule, n)
    return { id: `${d.rule}#${n}`, ...d }
  })
}
