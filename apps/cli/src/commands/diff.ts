import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { diffPacks } from "@initpack/core/rules/pack-diff/pack-diff"
import { packDiffMarkdown } from "@initpack/core/rules/pack-diff/pack-diff-markdown"
import { PackFailure } from "../cli-errors"
import { runClock } from "../clock"
import { draftArtefacts } from "../draft-artefacts"
import { chooseDrafter } from "../drafter-layer"
import type { CliIo } from "../io"
import { loadInput } from "../read-brief"
import { isCliError, reportEarly } from "./draft-run"

export interface DiffOptions {
  readonly json?: boolean
  readonly offline?: boolean
}

/** Exit codes of `initpack diff`, as diff(1) has them: 0 equal, 1 different, 2 bad input; 3 drafting failed. */
export const DIFF_EXIT = { equal: 0, different: 1, trouble: 2, failure: 3 } as const

/** The artefacts of an artefacts.json, or of a brief drafted now (the offline drafter gives the same drafts each time). */
const artefactsOf = async (source: string, options: DiffOptions, io: CliIo): Promise<ProjectArtefacts> => {
  const input = await loadInput(source, io.stdin)
  if (input._tag === "Saved") return input.saved.artefacts
  const drafter = await chooseDrafter(options.offline === true, io.env)
  return (await draftArtefacts(input.brief, {}, { offline: options.offline === true, now: runClock(io.env), drafter })).artefacts
}

/** `initpack diff <old> <new>`: what changed in scope, risks, WBS, budget and stakeholders, as Markdown or --json. */
export const runDiff = async (before: string, after: string, options: DiffOptions, io: CliIo): Promise<number> => {
  const json = options.json === true
  let a: ProjectArtefacts
  let b: ProjectArtefacts
  try {
    a = await artefactsOf(before, options, io)
    b = await artefactsOf(after, options, io)
  } catch (error) {
    const cliError = isCliError(error) ? error : new PackFailure({ message: String((error as Error)?.message ?? error), cause: error })
    reportEarly(io, json, cliError)
    return cliError._tag === "PackFailure" ? DIFF_EXIT.failure : DIFF_EXIT.trouble
  }
  const diff = diffPacks(a, b)
  if (json) io.stdout.write(`${JSON.stringify({ before, after, ...diff }, null, 2)}\n`)
  else io.stdout.write(packDiffMarkdown(diff, { before, after }))
  return diff.equal ? DIFF_EXIT.equal : DIFF_EXIT.different
}
