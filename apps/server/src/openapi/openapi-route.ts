import type { Context } from "hono"
import type { HonoRoute } from "./hono-operations"

/**
 * GET /api/openapi.json: the document is built on the first request (the generator and effect's
 * JSONSchema load then, not at start) and the text kept for the life of the process.
 */
export const openApiRoute = (routes: () => ReadonlyArray<HonoRoute>) => {
  let text: Promise<string> | undefined
  return async (c: Context) => {
    text ??= import("./build-openapi").then(({ buildOpenApi }) => JSON.stringify(buildOpenApi(routes()).document))
    try {
      return c.body(await text, 200, { "content-type": "application/json; charset=utf-8" })
    } catch (error) {
      text = undefined
      throw error
    }
  }
}
