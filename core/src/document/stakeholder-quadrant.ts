// Influence/interest grid quadrants; influence and interest run 1-10 (waterfall.md §9), so 6+ counts as high.
export const QUADRANT_HIGH_FROM = 6

export type Quadrant = "Manage closely" | "Keep satisfied" | "Keep informed" | "Monitor"

export const stakeholderQuadrant = (
  influence: number | null | undefined,
  interest: number | null | undefined
): Quadrant | undefined => {
  if (typeof influence !== "number" || typeof interest !== "number") return undefined
  const highInfluence = influence >= QUADRANT_HIGH_FROM
  const highInterest = interest >= QUADRANT_HIGH_FROM
  if (highInfluence) return highInterest ? "Manage closely" : "Keep satisfied"
  return highInterest ? "Keep informed" : "Monitor"
}
