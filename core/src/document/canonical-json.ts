/**
 * JSON with object keys sorted at every level, so equal sources give equal text (and so an
 * equal source_hash). Follows JSON.stringify otherwise: undefined and functions in objects are
 * dropped, in arrays they become null; non-finite numbers become null; Dates use toJSON.
 */
export function canonicalJson(value: unknown): string {
  return write(value) ?? "null"
}

function write(value: unknown): string | undefined {
  if (value === null) return "null"
  if (value !== null && typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return write((value as { toJSON: () => unknown }).toJSON())
  }
  switch (typeof value) {
    case "string":
      return JSON.stringify(value)
    case "number":
      return Number.isFinite(value) ? JSON.stringify(value) : "null"
    case "boolean":
      return value ? "true" : "false"
    case "bigint":
      return JSON.stringify(value.toString())
    case "object": {
      if (Array.isArray(value)) return `[${value.map((v) => write(v) ?? "null").join(",")}]`
      const record = value as Record<string, unknown>
      const parts: Array<string> = []
      for (const key of Object.keys(record).sort()) {
        const written = write(record[key])
        if (written !== undefined) parts.push(`${JSON.stringify(key)}:${written}`)
      }
      return `{${parts.join(",")}}`
    }
    default:
      return undefined
  }
}
