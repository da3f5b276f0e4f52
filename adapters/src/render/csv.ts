import { stringify } from "csv-stringify/sync"
import { csvCells, type CsvValue } from "@initpack/core/rules/csv/csv-cell"

export interface CsvTableLike {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<CsvValue>>
  /** The numeric columns by header name: a number there is written as it is (core/src/rules/csv/csv-cell.ts). */
  readonly numeric?: ReadonlyArray<string>
}

export interface CsvOptions {
  /** Prefix a UTF-8 byte-order mark so spreadsheet programs read accents correctly. */
  readonly bom?: boolean
}

/**
 * RFC 4180 text (CRLF line ends, quotes where needed) of a header row and data rows. Every text cell that a
 * spreadsheet would read as a formula carries a single-quote prefix (csvCells, docs/security.md).
 */
export const csvText = (table: CsvTableLike, options: CsvOptions = {}): string =>
  stringify(csvCells(table), {
    record_delimiter: "windows",
    // Quoted besides commas and quotes (which csv-stringify quotes itself): a line break (with CRLF records
    // csv-stringify leaves a bare LF unquoted), a neutralised cell (OWASP: prefix and quote), and a semicolon
    // or a tab, which a spreadsheet set to that separator would otherwise split into a new cell that could
    // start with a formula (OWASP's note on field separators).
    quoted_match: /^'|[\r\n;\t]/,
    bom: options.bom === true
  })
