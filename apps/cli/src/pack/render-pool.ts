import { Worker } from "node:worker_threads"
import type { ReportDocument } from "@initpack/core/document/model"
import { bundledEntry } from "../bundled-entry"
import type { DocumentFormat } from "./render-format"

export interface RenderWorker {
  readonly render: (doc: ReportDocument, format: DocumentFormat) => Promise<Uint8Array>
  readonly close: () => Promise<void>
}

/** A render job and its answer, as they cross to the worker (thread or process) and back. */
export interface RenderJob {
  readonly id: number
  readonly doc: ReportDocument
  readonly format: DocumentFormat
}
export interface RenderAnswer {
  readonly id: number
  readonly bytes?: Uint8Array
  readonly error?: string
}

/** Numbered jobs sent with `post`; `answer` settles one, `fail` every job still open. */
export const renderJobs = (post: (job: RenderJob) => void) => {
  const pending = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }>()
  let next = 0
  return {
    render: (doc: ReportDocument, format: DocumentFormat): Promise<Uint8Array> =>
      new Promise((resolve, reject) => {
        const id = next++
        pending.set(id, { resolve, reject })
        post({ id, doc, format })
      }),
    answer: (m: RenderAnswer): void => {
      const job = pending.get(m.id)
      if (job === undefined) return
      pending.delete(m.id)
      if (m.bytes !== undefined) job.resolve(m.bytes)
      else job.reject(new Error(m.error ?? "render worker failed"))
    },
    fail: (error: Error): void => {
      for (const job of pending.values()) job.reject(error)
      pending.clear()
    }
  }
}

/** A worker thread that renders documents; undefined when the bundled worker entry is not available. */
const startRenderThread = (): RenderWorker | undefined => {
  const file = bundledEntry("render-worker", import.meta.url)
  if (file === undefined) return undefined
  const worker = new Worker(file)
  const jobs = renderJobs((job) => worker.postMessage(job))
  worker.on("message", jobs.answer)
  worker.on("error", jobs.fail)
  return {
    render: jobs.render,
    close: async () => {
      await worker.terminate()
    }
  }
}

let starter: () => RenderWorker | undefined = startRenderThread

/** How this process renders off its main thread: a worker thread, unless swapped (the start-up snapshot starts a process). */
export const useRenderStarter = (start: () => RenderWorker | undefined): void => {
  starter = start
}

/** Starts a renderer beside this thread; undefined when none can be started. */
export const startRenderWorker = (): RenderWorker | undefined => starter()
