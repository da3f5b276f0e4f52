import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { Finding, Severity } from "@initpack/core/rules/health/finding"
import { reviewPack } from "@initpack/core/use-cases/review/review-pack"
import { PackFailure, UsageError } from "../cli-errors"
import { runClock } from "../clock"
import { draftArtefacts } from "../draft-artefacts"
import { chooseDrafter } from "../drafter-layer"
import type { CliIo } from "../io"
import { checkLines, checkSummary } from "../output/check-summary"
import { inCi } from "../output/choose-reporter"
import { loadInput } from "../read-brief"
import { isCliError, reportEarly } from "./draft-run"

export interface CheckOptions {
  readonly format?: string
  readonly json?: boolean
  readonly failOn?: string
  readonly offline?: boolean
}

/** Exit codes of `initpack check` (docs/cli.md): 0 nothing at or above --fail-on, 1 findings that fail, 2 bad input, 3 drafting failed. */
export const CHECK_EXIT = { pass: 0, findings: 1, trouble: 2, failure: 3 } as const

const FAIL_ON: Readonly<Record<string, ReadonlyArray<Severity>>> = { error: ["error"], warning: ["error", "warning"], note: ["error", "warning", "note"], none: [] }
// the severity words in colour, the fixes dim (a terminal now gets the Ink view, view/check-view.tsx)
const SGR: Readonly<Record<Severity | "dim" | "bold", string>> = { error: "31;1", warning: "33;1", note: "36", dim: "2", bold: "1" }
export type Paint = (style: keyof typeof SGR, text: string) => string
const plain: Paint = (_style, text) => text
export const ansi: Paint = (style, text) => `\u001b[${SGR[style]}m${text}\u001b[0m`

/** Plain lines: a summary, then the findings grouped by severity, each with its module, lines and fix. */
export const checkText = (source: string, artefacts: ProjectArtefacts, findings: ReadonlyArray<Finding>, paint: Paint = plain): string =>
  checkLines(checkSummary(source, artefacts, findings), findings, paint)

/** stdout is a terminal for people: not a pipe, not CI, NO_COLOR unset. */
export const onTerminal = (io: Pick<CliIo, "stdout" | "env">): boolean => io.stdout.isTTY === true && !inCi(io.env) && (io.env["NO_COLOR"] ?? "") === ""

/** The artefacts and risk context of an artefacts.json, or of a brief drafted now as `pack` drafts it. */
const reviewInput = async (source: string, options: CheckOptions, io: CliIo): Promise<{ artefacts: ProjectArtefacts; riskContext: string }> => {
  const input = await loadInput(source, io.stdin)
  if (input._tag === "Saved") {
    const brief = input.saved.envelope["brief"] as { readonly risks?: { readonly context?: unknown } } | undefined
    return { artefacts: input.saved.artefacts, riskContext: typeof brief?.risks?.context === "string" ? brief.risks.context : "" }
  }
  const drafter = await chooseDrafter(options.offline === true, io.env)
  const drafted = await draftArtefacts(input.brief, {}, { offline: options.offline === true, now: runClock(io.env), drafter })
  return { artefacts: drafted.artefacts, riskContext: input.brief.risks?.context ?? "" }
}

/** `initpack check <brief.yaml | artefacts.json>`: the pack health check (docs/health-check.md); exit 1 when a finding reaches --fail-on. */
export const runCheck = async (source: string, options: CheckOptions, io: CliIo): Promise<number> => {
  const format = (options.json === true ? "json" : options.format ?? "text").toLowerCase()
  const json = format === "json"
  const failOn = FAIL_ON[(options.failOn ?? "error").toLowerCase()]
  try {
    if (format !== "json" && format !== "text") throw new UsageError({ message: `--format ${options.format}: expected text or json` })
    if (failOn === undefined) throw new UsageError({ message: `--fail-on ${options.failOn}: expected error, warning, note or none` })
    const { artefacts, riskContext } = await reviewInput(source, options, io)
    const findings = reviewPack(artefacts, { risk_context: riskContext })
    const failed = findings.some((f) => failOn.includes(f.severity))
    if (json) {
      const counts = { error: 0, warning: 0, note: 0 }
      for (const f of findings) counts[f.severity] += 1
      io.stdout.write(`${JSON.stringify({ project: artefacts.project.name, method: artefacts.project.method, ok: !failed, counts, findings }, null, 2)}\n`)
    } else {
      const name = source === "-" ? "(stdin)" : source
      // a terminal (not CI, no NO_COLOR): the Ink view, loaded only then; else the plain lines
      if (onTerminal(io)) {
        const { renderCheck } = await import("../view/check-view")
        await renderCheck(io.stdout, { summary: checkSummary(name, artefacts, findings), findings })
      } else io.stdout.write(checkText(name, artefacts, findings))
    }
    return failed ? CHECK_EXIT.findings : CHECK_EXIT.pass
  } catch (error) {
    const cliError = isCliError(error) ? error : new PackFailure({ message: String((error as Error)?.message ?? error), cause: error })
    reportEarly(io, json, cliError)
    return cliError._tag === "PackFailure" ? CHECK_EXIT.failure : CHECK_EXIT.trouble
  }
}
