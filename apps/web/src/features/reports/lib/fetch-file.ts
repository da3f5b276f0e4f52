// Fetches a file of the API, reading it chunk by chunk so the button can show how much has arrived.
import { API_BASE } from "../../../lib/api-client"
import { fileNameFromDisposition } from "../../../lib/download"
import { downloadFailure, isExpectedFile } from "./download-rule"

export type FileAnswer =
  | { readonly ok: true; readonly blob: Blob; readonly fileName: string | undefined; readonly size: number }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly body: unknown }

const readAll = async (response: Response, onProgress: (received: number) => void): Promise<BlobPart[]> => {
  if (!response.body) return [new Uint8Array(await response.arrayBuffer())]
  const reader = response.body.getReader()
  const chunks: BlobPart[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return chunks
    chunks.push(value)
    received += value.byteLength
    onProgress(received)
  }
}

/** GET /api{path}: the file when the answer is of the expected type, else the §8 download failure. */
export const fetchFile = async (path: string, expected: string, onProgress: (received: number) => void = () => undefined): Promise<FileAnswer> => {
  try {
    const response = await fetch(`${API_BASE}${path}`, { credentials: "include", headers: { Accept: `${expected}, application/json` } })
    const contentType = response.headers.get("content-type")
    if (!isExpectedFile(response.status, contentType, expected)) return { ok: false, status: response.status, ...downloadFailure(contentType, await response.text()) }
    const chunks = await readAll(response, onProgress)
    const blob = new Blob(chunks, { type: expected })
    return { ok: true, blob, fileName: fileNameFromDisposition(response.headers.get("content-disposition")), size: blob.size }
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), body: undefined }
  }
}
