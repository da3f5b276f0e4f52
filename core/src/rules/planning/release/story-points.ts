/** Points of a story for sums: null, negative or non-finite count as 0 (agile.md §5: points >= 0 or null). */
export const storyPoints = (points: number | null | undefined): number =>
  typeof points === "number" && Number.isFinite(points) && points > 0 ? points : 0
