// A part-of-speech tagger on a worker thread, called synchronously: the caller posts a sentence and sleeps on a
// shared word until the worker has answered (Atomics.wait), then takes the answer off its port. Started early,
// compromise loads on the second core while the main thread loads the rest of the program.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads"
import type { Tagger, Term } from "./brief-nlp"

export interface TaggerThread {
  readonly tag: Tagger
  readonly close: () => Promise<void>
}

/** The worker's answer to one sentence. */
export type TaggerReply = { readonly terms: ReadonlyArray<Term> } | { readonly error: string }

export interface TaggerWorkerData {
  readonly port: MessagePort
  /** [0]: 1 once the answer to the latest sentence is on the port. */
  readonly signal: Int32Array
}

// loading compromise takes about 0.2 s: a worker that has not answered in 20 s is taken as gone
const ANSWER_TIMEOUT_MS = 20_000

/** Starts `workerFile` (tagger-worker.ts, bundled). Its tagger answers undefined once the thread has failed. */
export const startTaggerThread = (workerFile: string | URL, timeoutMs = ANSWER_TIMEOUT_MS): TaggerThread => {
  const signal = new Int32Array(new SharedArrayBuffer(4))
  const { port1, port2 } = new MessageChannel()
  const worker = new Worker(workerFile, { workerData: { port: port2, signal }, transferList: [port2] })
  // never keeps the process alive
  worker.unref()
  port1.unref()
  let failed = false
  worker.on("error", () => {
    failed = true
  })
  const tag: Tagger = (sentence) => {
    if (failed) return undefined
    Atomics.store(signal, 0, 0)
    port1.postMessage(sentence)
    if (Atomics.wait(signal, 0, 0, timeoutMs) === "timed-out") {
      failed = true
      return undefined
    }
    const reply = receiveMessageOnPort(port1)?.message as TaggerReply | undefined
    if (reply === undefined || "error" in reply) {
      failed = true
      return undefined
    }
    return reply.terms
  }
  return {
    tag,
    close: async () => {
      failed = true
      port1.close()
      await worker.terminate()
    }
  }
}
