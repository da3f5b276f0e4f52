import { stringify } from "csv-stringify/sync"

export interface CsvTableLike {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>
}

export interface CsvOptions {
  /** Prefix a UTF-8 byte-order mark so spreadsheet programs read accents correctly. */
  readonly bom?: boolean
}

/** RFC 4180 text (CRLF line ends, quotes where needed) of a header row and data rows. */
export const csvText = (table: CsvTableLike, options: CsvOptions = {}): string =>
  stringify([[...table.header], ...table.rows.map((r) => r.map((v) => (v == null ? "" : String(v))))], {
    record_delimiter: "windows",
    // with CRLF records csv-stringify leaves a bare LF unquoted; quote any line break so readers keep the cell whole
    quoted_match: /[\r\n]/,
    bom: options.bom === true
  })
