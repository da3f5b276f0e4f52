// What every rule of the health check reads, worked out once per review: the method, the brief's words and
// limits, the plan's rows (the WBS or the agile schedule) and the module each of them is fixed in.
import type { ProjectArtefacts, ScopeItemLike } from "../../document/artefacts"
import { scheduleRows, wbsRows, type PlanRow } from "../../document/plan-rows"
import { itemTitle, text } from "../../document/read-items"
import { readBriefLimits, type BriefLimits } from "../planning/brief-limits"
import type { HealthModule } from "./finding"

/** What the brief adds to the artefacts: its risk context (brief.yaml `risks.context`). */
export interface ReviewBrief {
  readonly risk_context?: string | null | undefined
}

export interface PackContext {
  readonly artefacts: ProjectArtefacts
  readonly method: "waterfall" | "agile"
  readonly briefText: string
  readonly riskContext: string
  /**
   * Where the deadline, the budget cap and blackout windows are read from: the brief's words, else (a pack
   * made in the browser keeps no brief) the titles of the scope's constraints, else nowhere.
   */
  readonly limitsSource: "brief" | "constraints" | "none"
  readonly limitsText: string
  readonly limits: BriefLimits
  readonly rows: ReadonlyArray<PlanRow>
  /** the module holding the plan: the WBS (waterfall) or the schedule (agile) */
  readonly planModule: HealthModule
  /** true when the plan module has rows at all */
  readonly hasPlan: boolean
}

/** A list that may come as anything (a partial or hand-edited artefacts.json): arrays only. */
export const list = <T>(value: ReadonlyArray<T> | null | undefined): ReadonlyArray<T> => (Array.isArray(value) ? value : [])

/** Titles of named scope items. */
export const titles = (items: ReadonlyArray<ScopeItemLike> | null | undefined): ReadonlyArray<string> =>
  list(items).flatMap((i) => {
    const t = i !== null && (typeof i === "string" || typeof i === "object") ? itemTitle(i) : ""
    return t === "" ? [] : [t]
  })

export const str = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? text(value) : "")

export const packContext = (artefacts: ProjectArtefacts, brief?: ReviewBrief): PackContext => {
  const method = artefacts.project?.method === "agile" ? "agile" : "waterfall"
  const briefText = str(artefacts.brief_text)
  const constraints = titles(artefacts.scope?.constraints ?? artefacts.agileScope?.constraints).join(".\n")
  const limitsSource = briefText !== "" ? "brief" : constraints !== "" ? "constraints" : "none"
  const limitsText = limitsSource === "brief" ? briefText : constraints
  const rows = method === "agile" ? scheduleRows(list(artefacts.schedule?.tasks).filter((t) => t !== null && typeof t === "object")) : wbsRows(list(artefacts.wbs).filter((t) => t !== null && typeof t === "object"))
  return {
    artefacts,
    method,
    briefText,
    riskContext: str(brief?.risk_context),
    limitsSource,
    limitsText,
    limits: readBriefLimits(limitsText),
    rows,
    planModule: method === "agile" ? "schedule" : "wbs",
    hasPlan: rows.length > 0
  }
}

/** A plan row's own id for a finding's link (`target`); none for a row without one (plan-rows numbers it "row-<n>"). */
export const rowTarget = (row: PlanRow): string | undefined => (/^row-\d+$/.test(row.id) ? undefined : row.id)

/** An epic's target: "epic-<id>", apart from the story ids the same Backlog screen takes (?focus=<story id>). */
export const epicTarget = (id: unknown): string | undefined => (str(id) === "" ? undefined : `epic-${str(id)}`)

/** "1.2 Prepare outline business case". */
export const rowLine = (row: PlanRow): string => `${row.number} ${row.title}`

/** The brief limits' messages (issue 19, issue 33) for limits read from the scope's constraints instead of a brief. */
export const limitMessage = (ctx: PackContext, message: string): string =>
  ctx.limitsSource === "constraints"
    ? message.replace(/ set by a goal in the brief\b/, " in the scope's constraints").replace(/\bin the brief\b/, "in the scope's constraints").replace(/\bthe brief names\b/, "the scope's constraints name")
    : message
