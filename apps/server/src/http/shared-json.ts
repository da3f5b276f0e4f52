/**
 * JSON.stringify's text for an answer whose keys hold the same array more than once (the risk register's
 * `risks` and `items`, the budget's `items` and `db_rows`): each array is encoded once and its text reused.
 * Plain objects are walked; anything else (arrays, dates, values with toJSON) is JSON.stringify's own.
 */
export const sharedJson = (value: unknown): string => encode(value, new Map()) ?? "null"

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value)
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== "function"
}

const encode = (value: unknown, seen: Map<object, string>): string | undefined => {
  if (typeof value !== "object" || value === null) return JSON.stringify(value)
  if (Array.isArray(value)) {
    let text = seen.get(value)
    if (text === undefined) seen.set(value, (text = JSON.stringify(value)))
    return text
  }
  if (!isPlainObject(value)) return JSON.stringify(value)
  const parts: Array<string> = []
  for (const key of Object.keys(value)) {
    const text = encode(value[key], seen)
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`)
  }
  return `{${parts.join(",")}}`
}
