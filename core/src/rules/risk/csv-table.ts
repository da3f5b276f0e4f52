/** A CSV export as data: the adapter turns it into text (neutralised cells, quoting, BOM, line ends). */
export type { CsvTable } from "../csv/csv-table"
