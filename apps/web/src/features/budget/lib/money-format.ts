// Money in the project's currency (the budget config's currency, waterfall.md §9 default AUD).

const cache = new Map<string, Intl.NumberFormat>()

const formatter = (currency: string, locale: string | undefined): Intl.NumberFormat | undefined => {
  const key = `${locale ?? ""}|${currency}`
  const known = cache.get(key)
  if (known) return known
  try {
    const made = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })
    cache.set(key, made)
    return made
  } catch {
    return undefined
  }
}

/** "A$1,234.50" (or the locale's form); an unknown currency code gives "1,234.50 XYZ". */
export const formatMoney = (amount: number, currency: string, locale?: string): string => {
  const value = Number.isFinite(amount) ? amount : 0
  const code = currency.trim().toUpperCase()
  const money = /^[A-Z]{3}$/.test(code) ? formatter(code, locale) : undefined
  if (money) return money.format(value)
  const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
  return code ? `${plain} ${code}` : plain
}
