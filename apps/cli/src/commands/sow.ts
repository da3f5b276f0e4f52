import { mkdirSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { PackFailure, UsageError } from "../cli-errors"
import type { CliIo } from "../io"
import { parseMethod, parseStart } from "../options"
import { formatOfPath, renderAs } from "../pack/render-format"
import { packAssumptions, packFindings } from "../pack/write-pack"
import { loadInput } from "../read-brief"
import { draftAndWrite } from "./draft-run"

export interface SowOptions {
  readonly out: string
  readonly method?: string
  readonly start?: string
  readonly offline?: boolean
  readonly json?: boolean
  /** issue 34: the health check's findings as the SOW's last appendix */
  readonly withFindings?: boolean
  /** issue 35: the assumed lines as an appendix of the SOW */
  readonly withAssumptions?: boolean
}

/** `initpack sow <brief> --out <file.docx|.pdf|.md|.html>`: the Statement of Work alone, format from the extension. */
export const runSow = async (source: string, options: SowOptions, io: CliIo, now: Date): Promise<void> => {
  const format = formatOfPath(options.out)
  if (format === undefined) throw new UsageError({ message: `--out: expected a file ending in .docx, .pdf, .md or .html, got "${options.out}"` })
  const method = parseMethod(options.method)
  const start = parseStart(options.start)
  const input = await loadInput(source, io.stdin)
  await draftAndWrite(io, "sow", input, { method, start }, { offline: options.offline === true, json: options.json === true, now }, async (project, onFile) => {
    const { buildReport } = await import("@initpack/adapters/render/build-report")
    const built = buildReport("sow", project.artefacts, now)
    const sow = options.withAssumptions === true ? (await packAssumptions(project.artefacts, project.artefactsFile)).append(built) : built
    const findings = options.withFindings === true ? await packFindings(project.artefacts, project.artefactsFile) : undefined
    const bytes = await renderAs(findings === undefined ? sow : findings.append(sow), format)
    try {
      mkdirSync(dirname(options.out), { recursive: true })
      writeFileSync(options.out, bytes)
    } catch (cause) {
      throw new PackFailure({ message: `could not write ${options.out}: ${(cause as Error).message}`, cause })
    }
    const file = { path: options.out, kind: "document" as const, format, bytes: bytes.byteLength, document: "sow" as const }
    onFile(file)
    return [file]
  })
}
