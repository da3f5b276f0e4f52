/**
 * A resource is free text, a comma-separated role list or JSON of roles (waterfall.md §3,
 * agile.md §3). Gives a readable comma-separated list: JSON arrays of strings or of objects with
 * role/name/title, and objects of role -> count ("Developer x2"); anything else is kept as text.
 */
export const resourceLabel = (resource: string | null | undefined): string => {
  const text = (resource ?? "").trim()
  if (!text.startsWith("[") && !text.startsWith("{")) return text
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return text
  }
  const name = (v: unknown): string => {
    if (typeof v === "string") return v.trim()
    if (typeof v === "object" && v !== null) {
      const o = v as Record<string, unknown>
      const n = o["role"] ?? o["name"] ?? o["title"]
      if (typeof n === "string") return n.trim()
    }
    return ""
  }
  if (Array.isArray(value)) return value.map(name).filter((s) => s !== "").join(", ")
  if (typeof value === "object" && value !== null) {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => (typeof v === "number" && v !== 1 ? `${k} x${v}` : k))
      .join(", ")
  }
  return text
}
