import { Worker } from "node:worker_threads"
import type { ReportDocument } from "@initpack/core/document/model"
import { bundledEntry } from "../bundled-entry"
import type { DocumentFormat } from "./render-format"

export interface RenderWorker {
  readonly render: (doc: ReportDocument, format: DocumentFormat) => Promise<Uint8Array>
  readonly close: () => Promise<void>
}

let workers = true

/**
 * A process started from the start-up snapshot renders on its own thread: pdfkit is compiled there already, and
 * a worker would load and compile it again (measured no faster; a second process from the snapshot was
 * slower still, docs/cli.md "Speed").
 */
export const renderOnThisThread = (): void => {
  workers = false
}

/** A worker thread that renders documents; undefined when the bundled worker entry is not available. */
export const startRenderWorker = (): RenderWorker | undefined => {
  if (!workers) return undefined
  const file = bundledEntry("render-worker", import.meta.url)
  if (file === undefined) return undefined
  const worker = new Worker(file)
  const pending = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }>()
  let next = 0
  worker.on("message", (m: { id: number; bytes?: Uint8Array; error?: string }) => {
    const job = pending.get(m.id)
    if (job === undefined) return
    pending.delete(m.id)
    if (m.bytes !== undefined) job.resolve(m.bytes)
    else job.reject(new Error(m.error ?? "render worker failed"))
  })
  worker.on("error", (error) => {
    for (const job of pending.values()) job.reject(error)
    pending.clear()
  })
  return {
    render: (doc, format) =>
      new Promise((resolve, reject) => {
        const id = next++
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, doc, format })
      }),
    close: async () => {
      await worker.terminate()
    }
  }
}
