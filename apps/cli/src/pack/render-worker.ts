// Worker-thread entry (dist/render-worker.js): renders documents off the main thread so PDF renders on
// one core while the other drafts and writes the other formats. Messages: { id, doc, format } -> { id, bytes } | { id, error }.
import { parentPort } from "node:worker_threads"
import type { ReportDocument } from "@initpack/core/document/model"
import { renderAs, type DocumentFormat } from "./render-format"

interface RenderJob {
  readonly id: number
  readonly doc: ReportDocument
  readonly format: DocumentFormat
}

// started while the main thread drafts: load the PDF renderer and pdfkit meanwhile
void import("@initpack/adapters/render/pdf").then((m) => m.preloadPdfKit())

parentPort?.on("message", (job: RenderJob) => {
  renderAs(job.doc, job.format).then(
    (bytes) => parentPort?.postMessage({ id: job.id, bytes }),
    (error: unknown) => parentPort?.postMessage({ id: job.id, error: String((error as Error)?.message ?? error) })
  )
})
