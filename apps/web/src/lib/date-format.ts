// Issue 37: one date format on every screen, from the user's country (the profile has it), else the browser's
// locale: "28 Nov 2026" in Ireland, "Nov 28, 2026" in the United States. Dates without a time (plan days) are
// calendar days and shown as written; timestamps in the user's own time zone.

const COUNTRY_LOCALES: Readonly<Record<string, string>> = {
  Australia: "en-AU", Austria: "de-AT", Belgium: "nl-BE", Brazil: "pt-BR", Canada: "en-CA", China: "zh-CN", Denmark: "da-DK",
  Finland: "fi-FI", France: "fr-FR", Germany: "de-DE", "Hong Kong": "en-HK", India: "en-IN", Ireland: "en-IE", Israel: "he-IL",
  Italy: "it-IT", Japan: "ja-JP", Malaysia: "en-MY", Mexico: "es-MX", Netherlands: "nl-NL", "New Zealand": "en-NZ", Nigeria: "en-NG",
  Norway: "nb-NO", Philippines: "en-PH", Poland: "pl-PL", Portugal: "pt-PT", Singapore: "en-SG", "South Africa": "en-ZA",
  "South Korea": "ko-KR", Spain: "es-ES", Sweden: "sv-SE", Switzerland: "de-CH", "United Arab Emirates": "en-AE",
  "United Kingdom": "en-GB", "United States": "en-US", "United States of America": "en-US"
}

/** The locale of a profile country; undefined (the browser's locale) for a country not listed. */
export const localeForCountry = (country: string | undefined): string | undefined => (country ? COUNTRY_LOCALES[country.trim()] : undefined)

let locale: string | undefined

/** Set once the session is known (lib/session.tsx); undefined: the browser's locale. */
export const setDateLocale = (next: string | undefined): void => {
  locale = next
}

export const dateLocale = (): string | undefined => locale

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" }

/** A calendar day (YYYY-MM-DD, or the day of a timestamp as written) as "28 Nov 2026"; "" for none; else as given. */
export const formatDay = (iso: string | null | undefined): string => {
  if (iso == null || iso === "") return ""
  const m = /^(\d{4,6})-(\d{2})-(\d{2})/.exec(iso)
  if (!m) return iso
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { ...DAY, timeZone: "UTC" }).format(date)
}

/** A timestamp as "28 Nov 2026, 14:09" in the user's time zone; "" for none; else as given. */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (iso == null || iso === "") return ""
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { ...DAY, hour: "2-digit", minute: "2-digit" }).format(date)
}
