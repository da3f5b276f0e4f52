// A local OpenAI-compatible HTTP server for tests: POST /v1/chat/completions answered from a script.
// Started on a free 127.0.0.1 port; every request is recorded so tests can assert model, messages, schema.
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"

export interface ChatRequestBody {
  readonly model: string
  readonly messages: ReadonlyArray<{ readonly role: string; readonly content: string }>
  readonly response_format?: { readonly type: string; readonly json_schema?: { readonly name: string; readonly schema: Record<string, unknown>; readonly strict?: boolean } }
  readonly [key: string]: unknown
}

export interface RecordedRequest {
  /** Arrival time (ms since the epoch). */
  readonly at: number
  readonly path: string
  readonly headers: IncomingMessage["headers"]
  readonly body: ChatRequestBody
}

export interface ScriptedAnswer {
  readonly status?: number
  readonly headers?: Record<string, string>
  /** A JSON body (e.g. a chat completion or an error); `raw` wins when both are given. */
  readonly json?: unknown
  readonly raw?: string
  /** Waits this long before answering (for time-out tests). */
  readonly delayMs?: number
}

export type Responder = (body: ChatRequestBody, index: number) => ScriptedAnswer

export interface OpenAiTestServer {
  readonly baseURL: string
  readonly requests: Array<RecordedRequest>
  /** Answers queued for the next requests, in order; after them `fallback` answers. */
  readonly script: (...answers: ReadonlyArray<ScriptedAnswer | Responder>) => void
  readonly setFallback: (responder: Responder) => void
  /** Forgets recorded requests and unused scripted answers. */
  readonly reset: () => void
  readonly close: () => Promise<void>
}

/** A chat completion whose message content is `content`. */
export const completion = (
  content: string,
  options: { readonly finish_reason?: "stop" | "length" | "content_filter"; readonly refusal?: string; readonly model?: string } = {}
): ScriptedAnswer => ({
  json: {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: options.model ?? "test-model",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: options.refusal ? null : content, refusal: options.refusal ?? null },
        finish_reason: options.finish_reason ?? "stop",
        logprobs: null
      }
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 }
  }
})

export const jsonCompletion = (value: unknown): ScriptedAnswer => completion(JSON.stringify(value))

export const errorAnswer = (status: number, message: string, headers: Record<string, string> = {}): ScriptedAnswer => ({
  status,
  headers,
  json: { error: { message, type: status === 429 ? "rate_limit_error" : "invalid_request_error", code: null } }
})

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

export const startOpenAiTestServer = async (fallback?: Responder): Promise<OpenAiTestServer> => {
  const requests: Array<RecordedRequest> = []
  const queue: Array<ScriptedAnswer | Responder> = []
  let otherwise: Responder = fallback ?? (() => errorAnswer(500, "no scripted answer"))
  const timers = new Set<NodeJS.Timeout>()

  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req)
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }))
      return
    }
    const body = JSON.parse(text) as ChatRequestBody
    const index = requests.length
    requests.push({ at: Date.now(), path: req.url, headers: req.headers, body })
    const next = queue.shift() ?? otherwise
    const answer = typeof next === "function" ? next(body, index) : next
    const send = () => {
      if (res.destroyed) return
      res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers })
      res.end(answer.raw ?? JSON.stringify(answer.json ?? {}))
    }
    if (answer.delayMs) {
      const t = setTimeout(() => {
        timers.delete(t)
        send()
      }, answer.delayMs)
      timers.add(t)
    } else send()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => {
      queue.push(...answers)
    },
    setFallback: (responder) => {
      otherwise = responder
    },
    reset: () => {
      requests.length = 0
      queue.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t)
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** The task name and request the OpenAI drafter put in its user message ("Task: x" and a ```json block). */
export const taskOf = (body: ChatRequestBody): { task: string; request: unknown } => {
  const user = [...body.messages].reverse().find((m) => m.role === "user" && m.content.startsWith("Task: "))?.content ?? ""
  const task = /^Task: (\w+)/.exec(user)?.[1] ?? ""
  const json = /```json\n([\s\S]*?)\n```/.exec(user)?.[1] ?? "null"
  return { task, request: JSON.parse(json) }
}
