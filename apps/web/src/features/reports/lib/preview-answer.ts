// GET /reports/doc?format=html answers JSON {ok, html, meta, error} or the raw HTML (waterfall.md §7).
import { backendStatus, serverMessageOr } from "@initpack/core/messages/general"
import { mediaType } from "./download-rule"

/** §3 Report meta. */
export interface ReportMeta {
  readonly generatedAt?: string | undefined
  readonly templateVersion?: string | undefined
  readonly sourceHash?: string | undefined
}

export interface ReportPreview {
  readonly html: string
  readonly meta: ReportMeta
  readonly title?: string | undefined
  readonly projectName?: string | undefined
}

export type PreviewAnswer =
  | { readonly ok: true; readonly preview: ReportPreview }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly body: unknown }

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})
const str = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined)

/** Reads a 2xx answer: raw HTML as it is, else the JSON's html and meta; JSON without html is the error it names. */
export const previewFromAnswer = (status: number, contentType: string | null | undefined, text: string): PreviewAnswer => {
  if (mediaType(contentType) === "text/html") return { ok: true, preview: { html: text, meta: {} } }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, status, message: `Invalid JSON (${status}) ${text.slice(0, 200)}`.trim(), body: text }
  }
  const root = record(body)
  const html = typeof root.html === "string" ? root.html : undefined
  if (html === undefined || root.ok === false) return { ok: false, status, message: serverMessageOr(body, backendStatus(status)), body }
  const meta = record(root.meta)
  return {
    ok: true,
    preview: {
      html,
      meta: { generatedAt: str(meta.generated_at), templateVersion: str(meta.template_version), sourceHash: str(meta.source_hash) },
      title: str(root.title),
      projectName: str(root.project_name)
    }
  }
}
