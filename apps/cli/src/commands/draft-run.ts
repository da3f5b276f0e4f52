import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { BriefOverrides } from "@initpack/core/brief/resolve-brief"
import { packSteps } from "@initpack/core/use-cases/pack/pack-progress"
import { PackFailure, UsageError, type CliError } from "../cli-errors"
import { artefactsDocument, draftArtefacts } from "../draft-artefacts"
import { chooseDrafter, yieldingDrafter } from "../drafter-layer"
import type { CliIo } from "../io"
import type { WrittenFile } from "../pack/write-pack"
import { chooseReporter } from "../output/choose-reporter"
import { errorDocument } from "../output/json-reporter"
import { reportError } from "../output/plain-reporter"
import { line } from "../io"
import type { PackInput } from "../read-brief"

export const isCliError = (e: unknown): e is CliError =>
  typeof e === "object" && e !== null && ["UsageError", "BadBrief", "PackFailure"].includes((e as { _tag?: string })._tag ?? "")

/** Reports an error that happened before the progress output started. */
export const reportEarly = (io: CliIo, json: boolean, error: CliError): void => {
  if (json) io.stdout.write(`${JSON.stringify(errorDocument(error), null, 2)}\n`)
  else reportError(line(io.stderr), error)
}

/** Drafts the brief's project with progress, then runs `write`; every failure ends up as a CliError on the reporter. */
export const draftAndWrite = async (
  io: CliIo,
  command: "pack" | "sow",
  input: PackInput,
  overrides: BriefOverrides,
  options: { readonly offline: boolean; readonly json: boolean; readonly now: Date },
  write: (project: Project, onFile: (f: WrittenFile) => void) => Promise<ReadonlyArray<WrittenFile>>
): Promise<void> => {
  if (input._tag === "Saved" && (overrides.method !== undefined || overrides.start !== undefined)) {
    throw new UsageError({ message: "--method and --start apply to a brief; saved artefacts are rendered as drafted" })
  }
  const reporter = await chooseReporter(io, options.json)
  try {
    let project: Project
    if (input._tag === "Saved") {
      const { artefacts, drafter, envelope } = input.saved
      reporter.start({ command, project: artefacts.project.name, method: artefacts.project.method, drafter: `${drafter} (saved)`, steps: [] })
      project = { artefacts, artefactsFile: envelope }
    } else {
      const brief = input.brief
      const method = overrides.method ?? brief.project.method ?? "waterfall"
      const chosen = await chooseDrafter(options.offline, io.env)
      const drafter = reporter.interactive ? yieldingDrafter(chosen) : chosen
      reporter.start({ command, project: brief.project.name, method, drafter: drafter.name, steps: packSteps(method) })
      const drafted = await draftArtefacts(brief, overrides, { offline: options.offline, now: options.now, onProgress: reporter.progress, drafter })
      project = { artefacts: drafted.artefacts, artefactsFile: artefactsDocument(drafted, options.now) }
    }
    reporter.writing()
    const files = await write(project, reporter.file).catch((cause: unknown) => {
      throw isCliError(cause) ? cause : new PackFailure({ message: `writing failed: ${(cause as Error)?.message ?? String(cause)}`, cause })
    })
    await reporter.done(files)
  } catch (error) {
    const cliError = isCliError(error) ? error : new PackFailure({ message: String((error as Error)?.message ?? error), cause: error })
    await reporter.failed(cliError)
    throw new Reported(cliError)
  }
}

/** What the writers need: the artefacts and the content of artefacts.json. */
export interface Project {
  readonly artefacts: ProjectArtefacts
  readonly artefactsFile: unknown
}

/** A CliError already shown to the user; main only sets the exit code. */
export class Reported {
  readonly _tag = "Reported"
  constructor(readonly error: CliError) {}
}
