// What the brief reader understood from a document, as an editable form (issue 35), and the brief it gives.
// The form is what the browser shows and the CLI uses without showing; both turn it into the same Brief.
import * as Schema from "effect/Schema"
import { Brief, BriefMethod, IsoDay, type Brief as BriefType } from "./brief"

const Texts = Schema.Array(Schema.String)

export const BriefFormStakeholder = Schema.Struct({ name: Schema.String, role: Schema.String })
export type BriefFormStakeholder = typeof BriefFormStakeholder.Type

/** A field the reader filled without the brief saying so, and why. */
export const BriefAssumption = Schema.Struct({ field: Schema.String, reason: Schema.String })
export type BriefAssumption = typeof BriefAssumption.Type

export const BriefForm = Schema.Struct({
  name: Schema.String,
  method: BriefMethod,
  /** YYYY-MM-DD. */
  start: IsoDay,
  deadlines: Texts,
  events: Texts,
  money: Texts,
  /** 3-letter code of the money the brief names; "" leaves the budget's default. */
  currency: Schema.String,
  quantities: Texts,
  stakeholders: Schema.Array(BriefFormStakeholder),
  constraints: Texts,
  risk_context: Schema.String,
  /** The brief's own words (without its title line): what the drafter reads. */
  text: Schema.String,
  assumed: Schema.Array(BriefAssumption),
  /** A brief .yaml read as it is: its other fields (goals, budget rates, ...) are kept. */
  brief: Schema.optionalWith(Brief, { exact: true })
})
export type BriefForm = typeof BriefForm.Type

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, " ").trim()
const clean = (list: ReadonlyArray<string>): Array<string> => list.map((s) => s.trim()).filter((s) => s.length > 0)
/** The form's entries the brief's words do not already say (an edit or an addition), so nothing is said twice. */
const notInText = (text: string, list: ReadonlyArray<string>): Array<string> => clean(list).filter((s) => !norm(text).includes(norm(s)))

/**
 * The brief the form stands for: the brief's words as its summary, the form's stakeholders, and what the
 * user changed or added (a deadline, money, a constraint, a risk context) as clarification answers the
 * drafter reads with the words. A form read from a brief .yaml keeps the rest of that brief.
 */
export const briefFromForm = (form: BriefForm): BriefType => {
  const base = form.brief
  const text = form.text.trim()
  const said = [text, base?.summary ?? "", base?.background ?? "", base?.risks?.context ?? ""].join("\n")
  const clarifications: Record<string, string> = { ...(base?.clarifications ?? {}) }
  const deadlines = notInText(said, form.deadlines)
  if (deadlines.length > 0) clarifications["Deadline"] = `The work must be finished by ${deadlines.join(" and ")}.`
  const events = notInText(said, form.events)
  if (events.length > 0) clarifications["Key dates"] = `Key events take place on ${events.join(", ")}.`
  const money = notInText(said, form.money)
  if (money.length > 0) clarifications["Budget"] = `The budget is capped at ${money.join(" plus ")}.`
  const quantities = notInText(said, form.quantities)
  if (quantities.length > 0) clarifications["Quantities"] = `${quantities.join("; ")}.`
  const constraints = notInText(said, form.constraints)
  if (constraints.length > 0) clarifications["Constraints"] = constraints.join("; ")
  const riskContext = form.risk_context.trim()
  const stakeholders = form.stakeholders
    .filter((s) => s.name.trim().length > 0)
    .map((s) => ({ name: s.name.trim(), ...(s.role.trim().length > 0 ? { role: s.role.trim() } : {}) }))
  const currency = /^[A-Z]{3}$/.test(form.currency) ? form.currency : undefined
  const budget = base?.budget ?? (currency ? {} : undefined)
  return {
    ...(base ?? {}),
    project: { ...(base?.project ?? {}), name: form.name.trim(), method: form.method, start: form.start },
    ...(text.length > 0 ? { summary: text } : {}),
    ...(Object.keys(clarifications).length > 0 ? { clarifications } : {}),
    ...(stakeholders.length > 0 ? { stakeholders: mergeStakeholders(base?.stakeholders ?? [], stakeholders) } : {}),
    ...(riskContext.length > 0 ? { risks: { context: riskContext } } : {}),
    ...(budget !== undefined ? { budget: { ...budget, ...(currency && budget.currency === undefined ? { currency } : {}) } } : {})
  }
}

/** A brief .yaml's stakeholders keep their other fields (org, board role) when the form still names them. */
const mergeStakeholders = (known: NonNullable<BriefType["stakeholders"]>, rows: ReadonlyArray<{ readonly name: string; readonly role?: string }>) =>
  rows.map((row) => {
    const same = known.find((k) => norm(k.name) === norm(row.name))
    return same ? { ...same, ...row } : row
  })

/** A brief .yaml as a form: every field it states, nothing assumed but the method and start it leaves out. */
export const formFromBrief = (brief: BriefType, today: string): BriefForm => {
  const assumed: Array<BriefAssumption> = []
  if (brief.project.method === undefined) assumed.push({ field: "method", reason: "The brief names no method: waterfall (PRINCE2) is assumed." })
  if (brief.project.start === undefined) assumed.push({ field: "start", reason: "The brief names no start date: the plan starts today." })
  return {
    name: brief.project.name,
    method: brief.project.method ?? "waterfall",
    start: brief.project.start ?? today,
    deadlines: [],
    events: [],
    money: [],
    currency: brief.budget?.currency ?? "",
    quantities: [],
    stakeholders: (brief.stakeholders ?? []).map((s) => ({ name: s.name, role: s.role ?? "" })),
    constraints: [],
    risk_context: brief.risks?.context ?? "",
    text: brief.summary ?? "",
    assumed,
    brief
  }
}
