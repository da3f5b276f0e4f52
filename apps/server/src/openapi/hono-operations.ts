/** A route as Hono holds it (app.routes): method and full path with its parameters. */
export interface HonoRoute {
  readonly method: string
  readonly path: string
}

export interface PathParam {
  readonly name: string
  /** The parameter's regular expression in the Hono path (`:id{[0-9]{1,9}}`), if any. */
  readonly pattern?: string
}

/** One method on one path, the path written as OpenAPI writes it (`/api/wbs/item/{id}`). */
export interface Operation {
  readonly method: string
  readonly path: string
  readonly params: ReadonlyArray<PathParam>
}

/** `/api/wbs/item/:id{[0-9]{1,9}}` -> `/api/wbs/item/{id}` with id's pattern; Hono params are one segment each. */
export const openApiPath = (honoPath: string): { readonly path: string; readonly params: ReadonlyArray<PathParam> } => {
  const params: Array<PathParam> = []
  const segments = honoPath.split("/").map((segment) => {
    if (!segment.startsWith(":")) return segment
    const brace = segment.indexOf("{")
    const name = (brace === -1 ? segment.slice(1) : segment.slice(1, brace)).replace(/\?$/, "")
    params.push(brace === -1 ? { name } : { name, pattern: segment.slice(brace + 1, segment.lastIndexOf("}")) })
    return `{${name}}`
  })
  return { path: segments.join("/"), params }
}

/**
 * The API's operations: every method route under /api, once each (middleware is registered as ALL;
 * a path two handlers share, like POST /api/scope/improve, is one operation).
 */
export const apiOperations = (routes: ReadonlyArray<HonoRoute>): ReadonlyArray<Operation> => {
  const seen = new Map<string, Operation>()
  for (const route of routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/") || route.path.includes("*")) continue
    const { path, params } = openApiPath(route.path)
    const key = `${route.method} ${path}`
    if (!seen.has(key)) seen.set(key, { method: route.method, path, params })
  }
  return [...seen.values()]
}
