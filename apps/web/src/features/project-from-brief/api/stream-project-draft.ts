import type { BriefForm } from "@initpack/core/brief/brief-form"
import type { DraftLine, DraftStreamLine, FailedLine } from "@initpack/core/use-cases/pack/draft-events"
import type { PackStep } from "@initpack/core/use-cases/pack/pack-progress"
import { API_BASE, readResponse, type ApiResult } from "../../../lib/api-client"

export const DRAFT_STOPPED = "The draft stopped before it finished. Draft the project again."

export interface StreamDraftBody {
  readonly brief: BriefForm
  /** The failed attempt's kept modules, sent back as the stream answered them. */
  readonly resume?: FailedLine["resume"]
  readonly offline_modules?: ReadonlyArray<PackStep>
}

/**
 * POST /projects/draft asking for NDJSON (issue 35): every line is handed to `onLine` as it arrives; answers the
 * last line, the draft or the module the model failed on. A refusal before drafting answers as any call does.
 */
export const streamProjectDraft = async (body: StreamDraftBody, onLine: (line: DraftStreamLine) => void, signal: AbortSignal): Promise<ApiResult<DraftLine | FailedLine>> => {
  let response: Response
  try {
    response = await fetch(`${API_BASE}/projects/draft`, {
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/x-ndjson", "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), body: undefined }
  }
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("ndjson") || response.body === null) {
    const read = await readResponse<Omit<DraftLine, "type">>(response)
    return read.ok ? { ...read, data: { type: "draft", ...read.data } } : read
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ""
  let last: DraftStreamLine | undefined
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffered += value
    const lines = buffered.split("\n")
    buffered = lines.pop() ?? ""
    for (const text of lines) {
      if (text.trim() === "") continue
      last = JSON.parse(text) as DraftStreamLine
      onLine(last)
    }
  }
  if (last?.type === "draft" || last?.type === "failed") return { ok: true, status: response.status, data: last }
  if (last?.type === "error") return { ok: false, status: last.status, message: last.error, body: { error: last.error } }
  return { ok: false, status: 0, message: DRAFT_STOPPED, body: undefined }
}
