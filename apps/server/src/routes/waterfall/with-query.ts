import type { Context } from "hono"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { jsonError } from "../../http/error-response"
import { describeParseError } from "../../http/read-body"

/** Decodes the query string with a core Schema (400 with the field's message on bad input), then runs `f`. */
export const withQuery = async <A, I>(c: Context, schema: Schema.Schema<A, I, never>, f: (query: A) => Promise<Response>) => {
  const decoded = Schema.decodeUnknownEither(schema)(c.req.query(), { errors: "first" })
  return Either.isRight(decoded) ? f(decoded.right) : jsonError(c, 400, describeParseError(decoded.left))
}

/** A file download with its name in Content-Disposition. */
export const download = (body: string | Uint8Array, fileName: string, contentType: string) =>
  new Response(body as BodyInit, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${fileName.replace(/["\\\r\n]/g, "_")}"`,
      "cache-control": "no-store"
    }
  })
