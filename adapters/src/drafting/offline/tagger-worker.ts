// Worker-thread entry of the tagger thread (tagger-thread.ts): loads compromise at once, then answers each
// sentence on the port and wakes the caller.
import { workerData } from "node:worker_threads"
import { compromiseTerms } from "./brief-nlp"
import type { TaggerReply, TaggerWorkerData } from "./tagger-thread"

const { port, signal } = workerData as TaggerWorkerData

const answer = (sentence: string): TaggerReply => {
  try {
    return { terms: compromiseTerms(sentence) }
  } catch (error) {
    return { error: String((error as Error)?.message ?? error) }
  }
}

// loads compromise before the first sentence arrives
answer("Load the tagger.")

port.on("message", (sentence: string) => {
  port.postMessage(answer(sentence))
  Atomics.store(signal, 0, 1)
  Atomics.notify(signal, 0)
})
