/**
 * Working days a leaf takes (docs/scheduling.md): a gate is always 0 days (agile.md §5: duration
 * is disabled for gates); a missing, negative or non-numeric duration is 0; a fraction is rounded
 * up to whole days (half a day still occupies that day).
 */
export const leafDuration = (duration: number | null | undefined, type?: string | null): number => {
  if (type === "gate") return 0
  if (typeof duration !== "number" || !Number.isFinite(duration) || duration <= 0) return 0
  return Math.ceil(duration)
}
