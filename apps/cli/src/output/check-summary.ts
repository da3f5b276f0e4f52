// `initpack check`'s summary line and severity groups, shared by the plain lines and the Ink view.
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { Finding, Severity } from "@initpack/core/rules/health/finding"

export const CHECK_HEADINGS: ReadonlyArray<readonly [Severity, string]> = [
  ["error", "Errors"],
  ["warning", "Warnings"],
  ["note", "Notes"]
]

const count = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`

/** "brief.yaml: Depot Move (waterfall): 1 error, 0 warnings, 2 notes" */
export const checkSummary = (source: string, artefacts: Pick<ProjectArtefacts, "project">, findings: ReadonlyArray<Finding>): string => {
  const n = (s: Severity) => findings.filter((f) => f.severity === s).length
  return `${source}: ${artefacts.project.name} (${artefacts.project.method}): ${count(n("error"), "error")}, ${count(n("warning"), "warning")}, ${count(n("note"), "note")}`
}

/** The summary, then the findings grouped by severity, each with its module, lines and fix; `paint` styles the words. */
export const checkLines = (summary: string, findings: ReadonlyArray<Finding>, paint: (style: Severity | "dim" | "bold", text: string) => string = (_s, t) => t): string => {
  const out = [summary]
  for (const [severity, heading] of CHECK_HEADINGS) {
    const group = findings.filter((f) => f.severity === severity)
    if (group.length === 0) continue
    out.push("", paint("bold", `${heading}:`))
    for (const f of group) {
      out.push(`  ${paint(severity, severity.toUpperCase())} [${f.module}] ${f.message} (${f.rule})`)
      for (const line of f.lines) out.push(`    - ${line}`)
      out.push(paint("dim", `    fix: ${f.fix}`))
    }
  }
  return `${out.join("\n")}\n`
}
