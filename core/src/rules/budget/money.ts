/**
 * Money is summed in integer cents so totals never drift (capex + opex === total exactly).
 * Rounding: each amount is rounded once to the nearest cent, halves away from zero
 * (1.005 -> 1.01, -1.005 -> -1.01), using the decimal text of the number so that
 * binary noise in 1.005 (really 1.00499999...) does not round it down.
 */
export type Cents = number

export function roundHalfAwayFromZero(x: number): number {
  return x < 0 ? -Math.round(-x) : Math.round(x)
}

/** Decimal text shift: "1.005e2" is exactly 100.5. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = "0"] = String(value).split("e")
  return Number(`${mantissa}e${Number(exponent) + places}`)
}

/** A currency amount to whole cents; non-finite amounts count as 0. */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) return 0
  return roundHalfAwayFromZero(shiftDecimal(amount, 2)) || 0
}

export function fromCents(cents: Cents): number {
  return cents / 100
}

/**
 * Reads an amount given as a number or as text such as "1,234.50", "$99" or " 12 ".
 * Returns undefined when it is not a finite number.
 */
export function parseAmount(value: number | string | null | undefined): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined
  if (typeof value !== "string") return undefined
  const cleaned = value.trim().replace(/,/g, "").replace(/^([-+]?)\$/, "$1")
  if (cleaned === "" || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return undefined
  const n = Number(cleaned)
  return Number.isFinite(n) ? n : undefined
}

/** cents x fraction, rounded once (half away from zero) with exact integer arithmetic. */
export function fractionOfCents(cents: Cents, fraction: number): Cents {
  if (!Number.isFinite(fraction)) return 0
  const SCALE = 1_000_000n
  const micro = BigInt(roundHalfAwayFromZero(shiftDecimal(fraction, 6)))
  const product = BigInt(cents) * micro
  const negative = product < 0n
  const abs = negative ? -product : product
  const rounded = (abs + SCALE / 2n) / SCALE
  return Number(negative ? -rounded : rounded)
}

/** "1234.50": two decimals, no symbol or separators, for CSV. */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? "-" : ""
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`
}
