import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { packEntries } from "@initpack/core/document/catalog"
import type { DocumentKind } from "@initpack/core/document/model"
import type { PackFormat } from "../options"
import { csvFiles } from "./csv-files"
import { renderAs, type DocumentFormat } from "./render-format"

export interface WrittenFile {
  readonly path: string
  readonly kind: "document" | "csv" | "artefacts"
  readonly format: PackFormat | "json"
  readonly bytes: number
  /** The document kind (pid, raid, ...) of a document file. */
  readonly document?: DocumentKind
}

export interface PackRequest {
  readonly artefacts: ProjectArtefacts
  readonly outDir: string
  readonly formats: ReadonlyArray<PackFormat>
  /** Documents to write; every document of the method's pack when undefined. */
  readonly docs?: ReadonlyArray<DocumentKind> | undefined
  readonly now: Date
  /** Written next to the documents as artefacts.json, for a later run or the web app. */
  readonly artefactsFile: unknown
  readonly onFile?: (file: WrittenFile) => void
}

export const ARTEFACTS_FILE = "artefacts.json"

/** Builds and writes the pack: documents in each format, module CSVs, and the drafted artefacts as JSON. */
export const writePack = async (request: PackRequest): Promise<ReadonlyArray<WrittenFile>> => {
  const { buildReport } = await import("@initpack/adapters/render/build-report")
  await mkdir(request.outDir, { recursive: true })
  const written: Array<WrittenFile> = []
  const put = async (name: string, data: Uint8Array | string, file: Omit<WrittenFile, "path" | "bytes">) => {
    const path = join(request.outDir, name)
    await writeFile(path, data)
    const entry = { path, bytes: typeof data === "string" ? Buffer.byteLength(data) : data.byteLength, ...file }
    written.push(entry)
    request.onFile?.(entry)
  }
  await put(ARTEFACTS_FILE, `${JSON.stringify(request.artefactsFile, null, 2)}\n`, { kind: "artefacts", format: "json" })
  const entries = packEntries(request.artefacts.project.method).filter((e) => request.docs === undefined || request.docs.includes(e.kind))
  const docFormats = request.formats.filter((f): f is DocumentFormat => f !== "csv")
  for (const entry of entries) {
    const doc = buildReport(entry.kind, request.artefacts, request.now)
    for (const format of docFormats) {
      await put(`${entry.stem}.${format}`, await renderAs(doc, format), { kind: "document", format, document: entry.kind })
    }
  }
  if (request.formats.includes("csv")) {
    const { csvText } = await import("@initpack/adapters/render/csv")
    for (const csv of csvFiles(request.artefacts, request.now)) await put(csv.name, csvText(csv.table), { kind: "csv", format: "csv" })
  }
  return written
}
