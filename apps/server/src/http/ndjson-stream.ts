// A 200 answer streamed as NDJSON (one JSON object a line), each line sent as soon as it is written; the producer
// is told when the client goes away (issue 35's drafting progress).
export const NDJSON = "application/x-ndjson"

/** True when the request asks for NDJSON (Accept: application/x-ndjson). */
export const acceptsNdjson = (accept: string | undefined): boolean => (accept ?? "").toLowerCase().includes(NDJSON)

export interface LineWriter {
  readonly send: (line: object) => void
}

/** `produce` writes lines and resolves when done; `onCancel` runs when the client closes the stream first. */
export const ndjsonResponse = (produce: (out: LineWriter) => Promise<void>, onCancel: () => void): Response => {
  const encoder = new TextEncoder()
  let open = true
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (line: object) => {
        if (open) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
      }
      void produce({ send }).finally(() => {
        if (!open) return
        open = false
        controller.close()
      })
    },
    cancel() {
      open = false
      onCancel()
    }
  })
  return new Response(stream, {
    status: 200,
    headers: { "content-type": `${NDJSON}; charset=utf-8`, "cache-control": "no-store", "x-accel-buffering": "no" }
  })
}
