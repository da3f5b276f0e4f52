/** A CSV table as plain cells; quoting and line endings are the CSV adapter's job. */
export interface CsvTable {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
}
