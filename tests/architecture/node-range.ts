// Reads the semver ranges packages put in engines.node ("^20.19.0 || >=22.12.0", ">= 14.6", "12.x",
// "1.2 - 3") and says whether a release version of Node falls in one. Anything it cannot read is
// reported as unreadable, never as a match: npm warns on a range it cannot read too.

type Version = readonly [number, number, number]
// [lower, lowerInclusive, upper, upperInclusive]; undefined = unbounded
type Interval = { readonly low?: Version; readonly lowIn: boolean; readonly high?: Version; readonly highIn: boolean }
type Partial = { readonly parts: ReadonlyArray<number> } // 0 to 3 numbers; fewer means wildcards

export type RangeCheck = { readonly readable: true; readonly includes: boolean } | { readonly readable: false; readonly reason: string }

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

const fill = (p: Partial): Version => [p.parts[0] ?? 0, p.parts[1] ?? 0, p.parts[2] ?? 0]

// The first version past every version the partial stands for: 1.2 -> 1.3.0, 1 -> 2.0.0.
const nextAfter = (p: Partial): Version => {
  const [a = 0, b = 0] = p.parts
  return p.parts.length === 1 ? [a + 1, 0, 0] : [a, b + 1, 0]
}

export const parseVersion = (text: string): Version | undefined => {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim())
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined
}

const parsePartial = (text: string): Partial | undefined => {
  const t = text.replace(/^[=v]+/, "")
  if (t === "" || t === "*" || t === "x" || t === "X") return { parts: [] }
  const pieces = t.split(".")
  if (pieces.length > 3) return undefined
  const parts: Array<number> = []
  for (const piece of pieces) {
    if (/^[xX*]$/.test(piece)) return { parts } // a wildcard ends the version: 20.x.x = 20
    if (!/^\d+$/.test(piece)) return undefined // pre-release and build tags are not read
    parts.push(Number(piece))
  }
  return { parts }
}

const comparator = (op: string, p: Partial): Interval | undefined => {
  const n = p.parts.length
  if (n === 0) return op === "<" || op === ">" ? { lowIn: false, high: [0, 0, 0], highIn: false } : { lowIn: true, highIn: true }
  const [major = 0, minor = 0, patch = 0] = p.parts
  switch (op) {
    case "":
    case "=":
      return n === 3 ? { low: fill(p), lowIn: true, high: fill(p), highIn: true } : { low: fill(p), lowIn: true, high: nextAfter(p), highIn: false }
    case ">=":
      return { low: fill(p), lowIn: true, highIn: true }
    case ">":
      return n === 3 ? { low: fill(p), lowIn: false, highIn: true } : { low: nextAfter(p), lowIn: true, highIn: true }
    case "<":
      return { lowIn: true, high: fill(p), highIn: false }
    case "<=":
      return n === 3 ? { lowIn: true, high: fill(p), highIn: true } : { lowIn: true, high: nextAfter(p), highIn: false }
    case "~":
      return { low: fill(p), lowIn: true, high: n === 1 ? [major + 1, 0, 0] : [major, minor + 1, 0], highIn: false }
    case "^": {
      // the first non-zero part given may not change; ^0.0 and ^0 keep what they name
      const high: Version =
        major > 0 || n === 1 ? [major + 1, 0, 0] : minor > 0 || n === 2 ? [0, minor + 1, 0] : [0, 0, patch + 1]
      return { low: fill(p), lowIn: true, high, highIn: false }
    }
    default:
      return undefined
  }
}

const within = (v: Version, i: Interval): boolean => {
  if (i.low) {
    const c = compare(v, i.low)
    if (c < 0 || (c === 0 && !i.lowIn)) return false
  }
  if (i.high) {
    const c = compare(v, i.high)
    if (c > 0 || (c === 0 && !i.highIn)) return false
  }
  return true
}

// One side of "||": a hyphen range, or comparators that must all hold.
const parseSet = (set: string): ReadonlyArray<Interval> | undefined => {
  const text = set.trim()
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text)
  if (hyphen) {
    const from = parsePartial(hyphen[1] ?? "")
    const to = parsePartial(hyphen[2] ?? "")
    if (!from || !to) return undefined
    const high = to.parts.length === 0 ? undefined : to.parts.length === 3 ? fill(to) : nextAfter(to)
    return [{ low: fill(from), lowIn: true, high, highIn: to.parts.length === 3 }]
  }
  // ">= 20.19.0" is one comparator: glue an operator to the version after it
  const tokens = text.split(/\s+/).filter((t) => t !== "")
  const glued: Array<string> = []
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? ""
    if (/^(<=|>=|<|>|=|~|\^)$/.test(t) && i + 1 < tokens.length) glued.push(t + tokens[++i])
    else glued.push(t)
  }
  if (glued.length === 0) return [{ lowIn: true, highIn: true }]
  const out: Array<Interval> = []
  for (const token of glued) {
    const m = /^(<=|>=|<|>|=|~>|~|\^)?(.*)$/.exec(token)
    const op = m?.[1] === "~>" ? "~" : m?.[1] ?? ""
    const p = parsePartial(m?.[2] ?? "")
    const interval = p ? comparator(op, p) : undefined
    if (!interval) return undefined
    out.push(interval)
  }
  return out
}

export const checkNodeRange = (range: string, version: string): RangeCheck => {
  const v = parseVersion(version)
  if (!v) return { readable: false, reason: `not a release version: ${version}` }
  let includes = false
  for (const set of range.split("||")) {
    const intervals = parseSet(set)
    if (!intervals) return { readable: false, reason: `cannot read "${set.trim()}" in "${range}"` }
    if (intervals.every((i) => within(v, i))) includes = true
  }
  return { readable: true, includes }
}
