/**
 * A CSV export as data: the CSV adapter turns it into text (neutralised cells, quoting, BOM, line ends).
 * `numeric` names the columns whose cells are numbers (a cost, a duration): a number there is written as
 * it is; every other cell is text, and a text cell that a spreadsheet would read as a formula is
 * neutralised (csv-cell.ts, docs/security.md).
 */
export interface CsvTable {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
  readonly numeric?: ReadonlyArray<string>
}
