import { PackFailure } from "../cli-errors"
import { artefactsDocument } from "../draft-artefacts"
import type { CliIo } from "../io"
import { parseDocs, parseFormats, parseMethod, parseStart } from "../options"
import { loadBrief } from "../read-brief"
import { writePack } from "../pack/write-pack"
import { draftAndWrite } from "./draft-run"

export interface PackOptions {
  readonly out: string
  readonly method?: string
  readonly formats?: string
  readonly docs?: string
  readonly start?: string
  readonly offline?: boolean
  readonly json?: boolean
}

/** `initpack pack <brief> --out <dir>`: every module drafted, the pack written to <dir>. */
export const runPack = async (source: string, options: PackOptions, io: CliIo, now: Date): Promise<void> => {
  const formats = parseFormats(options.formats)
  const method = parseMethod(options.method)
  const start = parseStart(options.start)
  const brief = await loadBrief(source, io.stdin)
  const docs = parseDocs(options.docs, method ?? brief.project.method ?? "waterfall")
  await draftAndWrite(io, "pack", brief, { method, start }, { offline: options.offline === true, json: options.json === true, now }, (drafted, onFile) =>
    writePack({
      artefacts: drafted.artefacts,
      outDir: options.out,
      formats,
      docs,
      now,
      artefactsFile: artefactsDocument(drafted, now),
      onFile,
      renderWorker: io.env["INITPACK_RENDER_WORKER"] !== "0"
    }).catch((cause: unknown) => {
      throw new PackFailure({ message: `could not write the pack to ${options.out}: ${(cause as Error)?.message ?? String(cause)}`, cause })
    })
  )
}
