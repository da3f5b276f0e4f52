import { PackFailure, UsageError } from "../cli-errors"
import type { CliIo } from "../io"
import { parseDocs, parseFormats, parseMethod, parseStart } from "../options"
import { loadInput } from "../read-brief"
import { startRenderWorker } from "../pack/render-pool"
import { wantsRenderWorker, writePack, type WrittenFile } from "../pack/write-pack"
import { draftAndWrite, type Project } from "./draft-run"

export interface PackOptions {
  readonly out: string
  readonly method?: string
  readonly formats?: string
  readonly docs?: string
  readonly start?: string
  readonly offline?: boolean
  readonly json?: boolean
  /** issue 34: the health check's findings as an appendix of the PID (agile: the overview) and the SOW */
  readonly withFindings?: boolean
  /** issue 35: the assumed lines as an appendix of the PID (agile: the overview) and the SOW */
  readonly withAssumptions?: boolean
}

/**
 * `initpack pack <brief> --out <dir>`: every module drafted, the pack written to <dir>.
 * Given the artefacts.json of an earlier pack instead of a brief, it renders again without drafting.
 */
export const runPack = async (source: string, options: PackOptions, io: CliIo, now: Date): Promise<void> => {
  const formats = parseFormats(options.formats)
  const method = parseMethod(options.method)
  const start = parseStart(options.start)
  const input = await loadInput(source, io.stdin, now)
  const inputMethod = input._tag === "Saved" ? input.saved.artefacts.project.method : input.brief.project.method
  const docs = parseDocs(options.docs, method ?? inputMethod ?? "waterfall")
  if (formats.includes("jira") && (method ?? inputMethod ?? "waterfall") !== "agile") {
    throw new UsageError({ message: "--formats jira: the Jira CSV exports an agile backlog; this project is waterfall (use --method agile)" })
  }
  // started before drafting so it loads the PDF renderer on the other core meanwhile
  const worker = wantsRenderWorker(formats, io.env) ? startRenderWorker() : undefined
  const write = (project: Project, onFile: (f: WrittenFile) => void) =>
    writePack({
      artefacts: project.artefacts,
      outDir: options.out,
      formats,
      docs,
      now,
      artefactsFile: project.artefactsFile,
      withFindings: options.withFindings === true,
      withAssumptions: options.withAssumptions === true,
      onFile,
      worker,
      renderWorker: io.env["INITPACK_RENDER_WORKER"] !== "0"
    }).catch((cause: unknown) => {
      throw new PackFailure({ message: `could not write the pack to ${options.out}: ${(cause as Error)?.message ?? String(cause)}`, cause })
    })
  try {
    await draftAndWrite(io, "pack", input, { method, start }, { offline: options.offline === true, json: options.json === true, now }, write)
  } finally {
    await worker?.close()
  }
}
