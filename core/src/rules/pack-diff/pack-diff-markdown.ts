import type { Change, PackDiff, RiskRating, TaskFacts } from "./pack-diff"

// `initpack diff` as Markdown for a pull-request comment: a heading, then one section per changed part.

const money = (n: number): string => n.toLocaleString("en-US", { maximumFractionDigits: 2 })
const signed = (n: number): string => `${n >= 0 ? "+" : "−"}${money(Math.abs(n))}`
const code = (text: string): string => text.replace(/\|/g, "\\|").replace(/\n/g, " ")
const rating = (r: RiskRating): string => (r.score === null ? `${r.likelihood || "?"} × ${r.impact || "?"}` : `${r.likelihood} × ${r.impact} = ${r.score} ${r.rag}`)
const facts = (t: TaskFacts): string => `${t.duration_days ?? "?"} d, ${t.start_date ?? "?"} → ${t.end_date ?? "?"}`
const moved = <T>(c: Change<T>, show: (v: T) => string): string => `${show(c.from)} → ${show(c.to)}`

/** Markdown summary of `diff`; "No changes" when equal. */
export const packDiffMarkdown = (diff: PackDiff, labels: { readonly before: string; readonly after: string }): string => {
  const lines: Array<string> = [`### Initpack: ${diff.project.name.to}`, "", `Compared \`${labels.before}\` → \`${labels.after}\`.`, ""]
  if (diff.equal) return [...lines, "No changes in scope, risks, WBS, budget or stakeholders.", ""].join("\n")
  if (diff.project.name.from !== diff.project.name.to) lines.push(`- Project renamed: ${moved(diff.project.name, String)}`)
  if (diff.project.method.from !== diff.project.method.to) lines.push(`- Method: ${moved(diff.project.method, String)}`)
  const section = (title: string, body: ReadonlyArray<string>) => {
    if (body.length > 0) lines.push("", `#### ${title}`, "", ...body)
  }
  section(
    "Scope",
    diff.scope.flatMap((s) => [...s.added.map((t) => `- ➕ ${s.section}: ${code(t)}`), ...s.removed.map((t) => `- ➖ ${s.section}: ${code(t)}`)])
  )
  section("Risks", [
    ...diff.risks.added.map((r) => `- ➕ ${code(r.title)} (${rating(r.rating)})`),
    ...diff.risks.removed.map((r) => `- ➖ ${code(r.title)} (${rating(r.rating)})`),
    ...diff.risks.rerated.map((r) => `- ↕ ${code(r.title)}: ${moved(r, rating)}`)
  ])
  section(diff.project.method.to === "agile" ? "Schedule" : "WBS", [
    ...(diff.wbs.finish !== null ? [`- Finish date: ${moved(diff.wbs.finish, (d) => d ?? "none")}`] : []),
    ...diff.wbs.added.map((t) => `- ➕ ${code(t)}`),
    ...diff.wbs.removed.map((t) => `- ➖ ${code(t)}`),
    ...diff.wbs.changed.map((t) => `- ✎ ${code(t.task)}: ${moved(t, facts)}`),
    ...(diff.wbs.critical.became.length > 0 ? [`- Now critical: ${diff.wbs.critical.became.map(code).join(", ")}`] : []),
    ...(diff.wbs.critical.left.length > 0 ? [`- No longer critical: ${diff.wbs.critical.left.map(code).join(", ")}`] : [])
  ])
  const cur = diff.budget.currency === "" ? "" : ` ${diff.budget.currency}`
  section("Budget", [
    ...(diff.budget.total !== null
      ? [`- Total${cur}: ${moved(diff.budget.total, money)} (${signed(diff.budget.total.to - diff.budget.total.from)})`]
      : []),
    ...diff.budget.added.map((l) => `- ➕ ${code(l.category)} / ${code(l.item)}: ${money(l.cost)}`),
    ...diff.budget.removed.map((l) => `- ➖ ${code(l.category)} / ${code(l.item)}: ${money(l.cost)}`),
    ...diff.budget.changed.map((l) => `- ✎ ${code(l.category)} / ${code(l.item)}: ${moved(l, money)} (${signed(l.to - l.from)})`)
  ])
  section("Stakeholders", [
    ...diff.stakeholders.added.map((n) => `- ➕ ${code(n)}`),
    ...diff.stakeholders.removed.map((n) => `- ➖ ${code(n)}`),
    ...diff.stakeholders.changed.map((s) => `- ✎ ${code(s.name)}: ${s.fields.join(", ")} changed`)
  ])
  return [...lines, ""].join("\n")
}
