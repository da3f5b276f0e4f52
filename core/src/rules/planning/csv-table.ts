/** A CSV table as plain cells; neutralising, quoting and line endings are the CSV adapter's job. */
export type { CsvTable } from "../csv/csv-table"
