// Generic messages shared by every screen (platform.md §8, waterfall.md §8, agile.md §8).

export const SOMETHING_WENT_WRONG = "Something went wrong."
export const INVALID_JSON = "Invalid JSON"
export const FAILED_TO_LOAD = "Failed to load."
export const AUTO_SAVE_FAILED = "Auto-save failed."
export const MISSING_PROJECT_QUERY = "Missing ?project in the URL."
export const NOT_FOUND = "Not Found"

/** How many characters of a non-JSON body are quoted after "Invalid JSON (status)". */
export const INVALID_JSON_EXCERPT_CHARS = 200

export const backendStatus = (status: number | string): string => `Backend ${status}`

export const backendReturned = (status: number | string): string => `Backend returned ${status}`

/** `Invalid JSON (status)` followed by the first 200 characters of the body. */
export const invalidJson = (status: number | string, body: string): string => {
  const excerpt = body.slice(0, INVALID_JSON_EXCERPT_CHARS)
  return excerpt.length > 0 ? `Invalid JSON (${status}) ${excerpt}` : `Invalid JSON (${status})`
}

export const invalidJsonFrom = (endpoint: string, detail: string): string =>
  `Invalid JSON from ${endpoint}: ${detail}`

export const unexpectedResponse = (contentType: string): string => `Unexpected response (${contentType})`

/**
 * The message to show for a failed call: the server's error or message field when present,
 * otherwise the given fallback (usually `backendStatus(status)`).
 */
export const serverMessageOr = (body: unknown, fallback: string): string => {
  if (typeof body === "object" && body !== null) {
    const record = body as { readonly error?: unknown; readonly message?: unknown }
    if (typeof record.error === "string" && record.error.trim() !== "") return record.error
    if (typeof record.message === "string" && record.message.trim() !== "") return record.message
  }
  return fallback
}

/** Issue 19: a drafted plan that ends after the horizon a goal in the brief sets ("by the end of 2028"). */
export const horizonMissedMessage = (finish: string, horizon: string): string =>
  `The drafted plan finishes on ${finish}, after the horizon of ${horizon} set by a goal in the brief.`
