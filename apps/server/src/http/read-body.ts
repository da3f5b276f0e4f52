import type { Context } from "hono"
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"

export class BodyError {
  constructor(readonly message: string) {}
}

/** A readable message for the first problem: the schema's own message, prefixed with the field when it is a generic one. */
export const describeParseError = (error: ParseResult.ParseError): string => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error)
  const first = issues[0]
  if (!first) return "Invalid request body."
  const field = first.path.map(String).join(".")
  const generic = /^(Expected|is missing|is unexpected)/.test(first.message)
  if (first._tag === "Missing") return field ? `${field} is required.` : "Invalid request body."
  return generic && field ? `${field}: ${first.message}` : first.message
}

/** Parses the JSON body and decodes it with a core Schema; bad JSON or a bad field gives BodyError (answered 400). */
export const readBody = async <A, I>(c: Context, schema: Schema.Schema<A, I, never>): Promise<A | BodyError> => {
  const text = await c.req.text()
  let json: unknown
  try {
    json = text.trim() === "" ? {} : JSON.parse(text)
  } catch {
    return new BodyError("Invalid JSON body.")
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return new BodyError("The request body must be a JSON object.")
  const decoded = Schema.decodeUnknownEither(schema)(json, { errors: "first" })
  return Either.isRight(decoded) ? decoded.right : new BodyError(describeParseError(decoded.left))
}

/** The raw JSON object of the body, already read by readBody (Hono caches the text). */
export const rawBody = async (c: Context): Promise<Record<string, unknown>> => {
  try {
    const json: unknown = JSON.parse(await c.req.text())
    return typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
