// waterfall.md §8 Reports downloads: when the content type is not the expected file, the JSON error field is
// shown, else 'Unexpected response ({content type})'.
import { unexpectedResponse } from "@initpack/core/messages/general"

/** The media type of a Content-Type header, lower case, without parameters. */
export const mediaType = (header: string | null | undefined): string => (header ?? "").split(";")[0]!.trim().toLowerCase()

/** True when the answer is the file asked for: a 2xx of exactly the expected media type. */
export const isExpectedFile = (status: number, contentType: string | null | undefined, expected: string): boolean =>
  status >= 200 && status < 300 && mediaType(contentType) === expected.toLowerCase()

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined)

/** The message of an answer that is not the file, and its parsed JSON body (for a 402's upgrade link). */
export const downloadFailure = (contentType: string | null | undefined, bodyText: string): { readonly message: string; readonly body: unknown } => {
  let body: unknown = bodyText
  try {
    body = JSON.parse(bodyText)
  } catch {
    // not JSON: the content type is all there is to say
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {}
  const message = text(record.error) ?? text(record.message) ?? unexpectedResponse(mediaType(contentType) || "no content type")
  return { message, body }
}
