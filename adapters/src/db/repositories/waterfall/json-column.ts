/** A JSON(B) column value: drivers give parsed values, but a text value is parsed here. */
export const jsonColumn = <A>(value: unknown, fallback: A): A => {
  if (value === null || value === undefined) return fallback
  if (typeof value === "string") {
    try {
      return JSON.parse(value) as A
    } catch {
      return fallback
    }
  }
  return value as A
}

export const jsonParam = (value: unknown): string => JSON.stringify(value ?? null)
