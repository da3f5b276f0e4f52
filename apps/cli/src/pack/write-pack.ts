import { mkdirSync, writeFileSync } from "node:fs"
import { availableParallelism } from "node:os"
import { join } from "node:path"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { packEntries } from "@initpack/core/document/catalog"
import { scheduleOfArtefacts } from "@initpack/core/rules/planning/exchange/schedule-of-artefacts"
import { todayIso } from "@initpack/core/rules/planning/dates/display-date"
import type { DocumentKind, ReportDocument } from "@initpack/core/document/model"
import type { Brief } from "@initpack/core/brief/brief"
import type { ProvenanceMap } from "@initpack/core/drafting/provenance/provenance"
import type { PackFormat } from "../options"
import { csvFiles, jiraFile } from "./csv-files"
import { planFiles } from "./plan-files"
import { renderAs, type DocumentFormat } from "./render-format"
import { startRenderWorker, type RenderWorker } from "./render-pool"

export interface WrittenFile {
  readonly path: string
  readonly kind: "document" | "csv" | "artefacts" | "plan"
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
  /** A worker started earlier (warmed up while drafting); the caller closes it. */
  readonly worker?: RenderWorker | undefined
  /** issue 34: the health check's findings appended to the PID (agile: the overview) and the SOW */
  readonly withFindings?: boolean
  /** issue 35: the assumed lines appended to the PID (agile: the overview) and the SOW */
  readonly withAssumptions?: boolean
  /** false renders everything on the main thread (INITPACK_RENDER_WORKER=0; used by bench/cli.ts to compare). */
  readonly renderWorker?: boolean
}

/** PDF is the slow format: with it and another document format asked and a second core, PDF renders on a worker thread. */
export const wantsRenderWorker = (formats: ReadonlyArray<PackFormat>, env: NodeJS.ProcessEnv): boolean =>
  env["INITPACK_RENDER_WORKER"] !== "0" && availableParallelism() > 1 && formats.includes("pdf") && formats.some((f) => f === "md" || f === "html" || f === "docx")

export const ARTEFACTS_FILE = "artefacts.json"

/** The pack health check of the artefacts (the risk context from the brief artefacts.json keeps), ready to append. */
export const packFindings = async (artefacts: ProjectArtefacts, artefactsFile: unknown) => {
  const [{ reviewPack }, { withReviewFindings }] = await Promise.all([import("@initpack/core/use-cases/review/review-pack"), import("@initpack/core/document/sections/review-findings")])
  const context = (artefactsFile as { readonly brief?: { readonly risks?: { readonly context?: unknown } } } | null)?.brief?.risks?.context
  const findings = reviewPack(artefacts, { risk_context: typeof context === "string" ? context : "" })
  return { findings, append: (doc: ReportDocument) => withReviewFindings(doc, findings) }
}

/** The "Assumptions to confirm" appendix from the provenance artefacts.json keeps (worked out again for an older file). */
export const packAssumptions = async (artefacts: ProjectArtefacts, artefactsFile: unknown) => {
  const [{ assumptionsAppender }, { packProvenance }] = await Promise.all([import("@initpack/core/use-cases/reports/append-assumptions"), import("@initpack/core/drafting/provenance/pack-provenance")])
  const file = artefactsFile as { readonly provenance?: ProvenanceMap; readonly brief?: Brief } | null
  const provenance = file?.provenance ?? (file?.brief ? packProvenance(artefacts, file.brief) : undefined)
  return { append: assumptionsAppender(artefacts, true, provenance) }
}

/** Builds and writes the pack: documents in each format, module CSVs, and the drafted artefacts as JSON. */
export const writePack = async (request: PackRequest): Promise<ReadonlyArray<WrittenFile>> => {
  const { buildReport } = await import("@initpack/adapters/render/build-report")
  mkdirSync(request.outDir, { recursive: true })
  const written: Array<WrittenFile> = []
  const put = async (name: string, data: Uint8Array | string, file: Omit<WrittenFile, "path" | "bytes">) => {
    const path = join(request.outDir, name)
    // one synchronous write a file: a pack's 20-40 small files go out several milliseconds sooner than through
    // the thread pool, and a failure still rejects put
    writeFileSync(path, data)
    const entry = { path, bytes: typeof data === "string" ? Buffer.byteLength(data) : data.byteLength, ...file }
    written.push(entry)
    request.onFile?.(entry)
  }
  // the schedule results come from the artefacts each time (a saved file rendered again after an edit gets fresh ones)
  const schedule = scheduleOfArtefacts(request.artefacts, todayIso(request.now.getTime()))
  const artefactsFile = typeof request.artefactsFile === "object" && request.artefactsFile !== null ? { ...request.artefactsFile, schedule_results: schedule } : request.artefactsFile
  await put(ARTEFACTS_FILE, `${JSON.stringify(artefactsFile, null, 2)}\n`, { kind: "artefacts", format: "json" })
  const entries = packEntries(request.artefacts.project.method).filter((e) => request.docs === undefined || request.docs.includes(e.kind))
  const docFormats = request.formats.filter((f): f is DocumentFormat => f === "md" || f === "html" || f === "docx" || f === "pdf")
  const findings = request.withFindings === true ? await packFindings(request.artefacts, request.artefactsFile) : undefined
  const assumptions = request.withAssumptions === true ? await packAssumptions(request.artefacts, request.artefactsFile) : undefined
  const docs = entries.map((entry) => {
    const built = buildReport(entry.kind, request.artefacts, request.now)
    const doc = assumptions === undefined ? built : assumptions.append(built)
    return { entry, doc: findings === undefined ? doc : findings.append(doc) }
  })
  const parallel =
    request.renderWorker !== false && availableParallelism() > 1 && docFormats.includes("pdf") && docFormats.length > 1 && (request.worker !== undefined || docs.length > 1)
  const worker = parallel ? (request.worker ?? startRenderWorker()) : undefined
  try {
    const offloaded = worker !== undefined ? docs.map(({ doc }) => worker.render(doc, "pdf")) : []
    // awaited below; keep a rejection from counting as unhandled meanwhile
    for (const job of offloaded) job.catch(() => {})
    const local = worker !== undefined ? docFormats.filter((f) => f !== "pdf") : docFormats
    for (const format of local) {
      for (const { entry, doc } of docs) {
        await put(`${entry.stem}.${format}`, await renderAs(doc, format), { kind: "document", format, document: entry.kind })
      }
    }
    for (const [i, job] of offloaded.entries()) {
      const { entry } = docs[i]!
      await put(`${entry.stem}.pdf`, await job, { kind: "document", format: "pdf", document: entry.kind })
    }
  } finally {
    if (worker !== request.worker) await worker?.close()
  }
  if (request.formats.includes("csv")) {
    const { csvText } = await import("@initpack/adapters/render/csv")
    for (const csv of csvFiles(request.artefacts, request.now)) await put(csv.name, csvText(csv.table), { kind: "csv", format: "csv" })
  }
  const jira = request.formats.includes("jira") ? jiraFile(request.artefacts) : undefined
  if (jira !== undefined) {
    const { csvText } = await import("@initpack/adapters/render/csv")
    await put(jira.name, csvText(jira.table), { kind: "csv", format: "jira" })
  }
  for (const file of planFiles(request.artefacts, request.formats, request.now)) await put(file.name, file.text, { kind: "plan", format: file.format })
  return written
}
