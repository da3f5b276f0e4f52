/**
 * The roles named in a task's resource (waterfall.md §3: "text or JSON of roles";
 * agile.md §3: "JSON or a comma-separated role list"). Accepted forms:
 *   "Developer"                                  one role, allocation 1
 *   "Developer, Tester; BA"                      a list split on , ; | or newline
 *   '["Developer","Tester"]'                     a JSON array of names
 *   '[{"role":"Developer","allocation":0.5}]'   objects with role|name|title and an optional
 *                                                allocation|fte|percent
 *   '{"Developer":1,"Tester":50}'                a JSON object role -> allocation
 *   '{"roles":[...]}'                            any of the above under "roles"
 * An allocation above 1 is a percent (50 -> 0.5); allocations are clamped to 0..1 and default to 1.
 * Blank names are dropped; a name listed twice is kept once (first wins, case-insensitive).
 * Unparseable JSON-looking text falls back to the list form.
 */
export interface RoleShare {
  readonly role: string
  readonly allocation: number
}

const toAllocation = (value: unknown): number => {
  const n = typeof value === "string" ? Number(value.replace("%", "").trim()) : value
  if (typeof n !== "number" || !Number.isFinite(n)) return 1
  const fraction = n > 1 ? n / 100 : n
  return Math.min(1, Math.max(0, fraction))
}

const fromJson = (value: unknown): RoleShare[] | undefined => {
  if (Array.isArray(value)) {
    return value.flatMap((entry): RoleShare[] => {
      if (typeof entry === "string") return [{ role: entry, allocation: 1 }]
      if (entry !== null && typeof entry === "object") {
        const o = entry as Record<string, unknown>
        const role = [o["role"], o["name"], o["title"]].find((v) => typeof v === "string")
        if (typeof role !== "string") return []
        const share = o["allocation"] ?? o["fte"] ?? o["percent"]
        return [{ role, allocation: share === undefined ? 1 : toAllocation(share) }]
      }
      return []
    })
  }
  if (value !== null && typeof value === "object") {
    const o = value as Record<string, unknown>
    if ("roles" in o) return fromJson(o["roles"])
    return Object.entries(o).map(([role, share]) => ({ role, allocation: toAllocation(share) }))
  }
  if (typeof value === "string") return [{ role: value, allocation: 1 }]
  return undefined
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export function parseResourceRoles(resource: string | null | undefined): ReadonlyArray<RoleShare> {
  const text = (resource ?? "").trim()
  if (text === "") return []
  const json = /^[[{"]/.test(text) ? fromJson(parseJson(text)) : undefined
  const shares = json ?? text.split(/[,;|\n]/).map((role) => ({ role, allocation: 1 }))
  const seen = new Set<string>()
  const result: RoleShare[] = []
  for (const share of shares) {
    const role = share.role.trim().replace(/\s+/g, " ")
    const key = role.toLowerCase()
    if (role === "" || seen.has(key)) continue
    seen.add(key)
    result.push({ role, allocation: share.allocation })
  }
  return result
}
