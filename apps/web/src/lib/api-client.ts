// The one fetch client: every call goes to /api with the session cookie and JSON (platform.md §7),
// and a failure carries the message of the generic rule of §8.
import { backendStatus, invalidJson, serverMessageOr } from "@initpack/core/messages/general"

export const API_BASE = "/api"

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly body: unknown }

export interface ApiRequest {
  readonly method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"
  readonly body?: unknown
  readonly signal?: AbortSignal
  /** Lets the request outlive the page (a save on leaving); its answer is still read while the page lives. */
  readonly keepalive?: boolean
  /** Extra request headers (e.g. a board reviewer's X-Review-Token). */
  readonly headers?: Readonly<Record<string, string>>
}

/**
 * §8 generic rule: the server's error or message field; otherwise `Backend {status}`;
 * a body that is not JSON gives `Invalid JSON ({status})` and its first 200 characters.
 */
export const failureMessage = (status: number, text: string): { readonly message: string; readonly body: unknown } => {
  if (text.trim() === "") return { message: backendStatus(status), body: undefined }
  try {
    const body: unknown = JSON.parse(text)
    return { message: serverMessageOr(body, backendStatus(status)), body }
  } catch {
    return { message: invalidJson(status, text), body: text }
  }
}

/** Reads a response into an ApiResult; a 2xx with a non-JSON body is an Invalid JSON failure. */
export const readResponse = async <T>(response: Response): Promise<ApiResult<T>> => {
  const text = await response.text()
  if (!response.ok) return { ok: false, status: response.status, ...failureMessage(response.status, text) }
  if (text.trim() === "") return { ok: true, status: response.status, data: {} as T }
  try {
    return { ok: true, status: response.status, data: JSON.parse(text) as T }
  } catch {
    return { ok: false, status: response.status, message: invalidJson(response.status, text), body: text }
  }
}

export const apiRequest = async <T>(path: string, request: ApiRequest = {}): Promise<ApiResult<T>> => {
  const method = request.method ?? (request.body === undefined ? "GET" : "POST")
  const headers: Record<string, string> = { Accept: "application/json", ...request.headers }
  if (request.body !== undefined || method !== "GET") headers["Content-Type"] = "application/json"
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: "include",
      headers,
      body: request.body === undefined ? (method === "GET" || method === "DELETE" ? undefined : "{}") : JSON.stringify(request.body),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.keepalive ? { keepalive: true } : {})
    })
    return await readResponse<T>(response)
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), body: undefined }
  }
}

/** Builds a query string from defined, non-empty values. */
export const query = (params: Record<string, string | number | boolean | undefined | null>): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text === "" ? "" : `?${text}`
}

/**
 * The text for a failed call when the screen has its own fallback (e.g. "Login failed (401)"):
 * the server's error or message field, the Invalid JSON text for a non-JSON body, else the fallback.
 */
export const failureText = (result: { readonly message: string; readonly body: unknown }, fallback: string): string => {
  if (typeof result.body === "string") return result.message
  return serverMessageOr(result.body, fallback)
}
