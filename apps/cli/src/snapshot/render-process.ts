import { spawn } from "node:child_process"
import { renderAs } from "../pack/render-format"
import { renderJobs, type RenderAnswer, type RenderJob, type RenderWorker } from "../pack/render-pool"

/** The first argument of a process started from the snapshot to render documents for another one (a word: Node reads a leading --option as its own). */
export const RENDER_PROCESS = "initpack-render-process"

/**
 * A process started from the same snapshot that renders documents (a worker thread cannot start from a
 * snapshot, and would load and compile pdfkit first): it is ready as soon as its heap is read.
 */
export const startRenderProcess = (): RenderWorker => {
  // this process's own Node arguments: the blob, and any V8 flags it was built with
  const child = spawn(process.execPath, [...process.execArgv, RENDER_PROCESS], { stdio: ["ignore", "ignore", "inherit", "ipc"], serialization: "advanced" })
  const jobs = renderJobs((job) => child.send(job))
  child.on("message", (m: RenderAnswer) => jobs.answer(m))
  child.on("error", jobs.fail)
  child.on("exit", (code, signal) => jobs.fail(new Error(`the render process ended (${signal ?? code})`)))
  return {
    render: jobs.render,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const ended = new Promise((done) => child.once("exit", done))
        child.disconnect()
        await ended
      }
    }
  }
}

/** The render process's side: renders each job it is sent, and ends when its parent lets go. */
export const serveRenders = (): void => {
  process.on("message", (job: RenderJob) => {
    renderAs(job.doc, job.format).then(
      (bytes) => process.send?.({ id: job.id, bytes } satisfies RenderAnswer),
      (error: unknown) => process.send?.({ id: job.id, error: String((error as Error)?.message ?? error) } satisfies RenderAnswer)
    )
  })
  process.on("disconnect", () => process.exit(0))
}
