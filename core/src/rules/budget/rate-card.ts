export type RateCard = Readonly<Record<string, number | null | undefined>>

const roleKey = (role: string): string => role.trim().toLowerCase().replace(/\s+/g, " ")

const isRate = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0

/**
 * Hourly rate for a role: the rate card entry whose role matches ignoring case and extra spaces,
 * else the default rate (waterfall.md §2 "Rate Card per role"). Negative or non-numeric entries are ignored.
 */
export function rateFor(role: string, rates: RateCard | null | undefined, defaultRate: number): number {
  const wanted = roleKey(role)
  for (const [name, rate] of Object.entries(rates ?? {})) {
    if (roleKey(name) === wanted && isRate(rate)) return rate
  }
  return defaultRate
}
