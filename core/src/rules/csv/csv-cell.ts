// CSV and formula injection (OWASP "CSV Injection"; ASVS's CSV and formula injection requirement): a spreadsheet that opens a CSV reads a
// cell starting with one of these characters as a formula (=HYPERLINK(...), +cmd|..., @SUM(...)).
// OWASP's remedy, taken here: prefix such a text cell with a single quote, so every spreadsheet shows
// it as text, and quote the field (the CSV adapter does). Numbers in numeric columns are left alone.
// See docs/security.md and docs/decisions.md.

/** The first characters that make a spreadsheet read a cell as a formula (OWASP's list). */
export const CSV_FORMULA_TRIGGERS: ReadonlyArray<string> = ["=", "+", "-", "@", "\t", "\r"]

/** The prefix that makes a spreadsheet read the cell as text. */
export const CSV_TEXT_PREFIX = "'"

/** True when a spreadsheet would read this text as a formula. */
export const startsWithFormulaTrigger = (text: string): boolean => text.length > 0 && CSV_FORMULA_TRIGGERS.includes(text.charAt(0))

/** A text cell as written: prefixed with a single quote when it starts with a formula trigger, else unchanged. */
export const neutraliseCsvText = (text: string): string => (startsWithFormulaTrigger(text) ? `${CSV_TEXT_PREFIX}${text}` : text)

// A plain decimal number as String(number) or a money formatter writes it: -12, 0.5, 1234.50, 1e+21, -1e-7.
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

/** True when the text is a plain number (what a numeric column holds), so it needs no prefix. */
export const isCsvNumber = (text: string): boolean => NUMBER.test(text)

export type CsvValue = string | number | null | undefined

/**
 * One cell as written: a JavaScript number, or a plain number in a numeric column, stays as it is;
 * anything else is text and is neutralised. Blank for null and undefined.
 */
export const csvCell = (value: CsvValue, numericColumn: boolean): string => {
  if (value == null) return ""
  if (typeof value === "number") return String(value)
  return numericColumn && isCsvNumber(value) ? value : neutraliseCsvText(value)
}

/** A table's header and rows as the cells to write, every text cell neutralised; `numeric` names the numeric columns. */
export const csvCells = (table: {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<CsvValue>>
  readonly numeric?: ReadonlyArray<string>
}): Array<Array<string>> => {
  const numeric = new Set(table.numeric ?? [])
  const numericAt = table.header.map((name) => numeric.has(name))
  return [
    table.header.map((name) => neutraliseCsvText(name)),
    ...table.rows.map((row) => row.map((value, i) => csvCell(value, numericAt[i] === true)))
  ]
}
