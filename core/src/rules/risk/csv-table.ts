/** A CSV export as data: the adapter turns it into text (quoting, BOM, line ends). */
export interface CsvTable {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
}
