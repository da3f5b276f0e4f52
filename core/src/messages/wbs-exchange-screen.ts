// WBS Builder and Agile Schedule screens: MS Project XML and iCalendar downloads, MS Project XML import (issue 22; the file checks are in plan-exchange.ts).
export const MSP_XML_DOWNLOADED = "MS Project XML downloaded"
export const MSP_XML_DOWNLOAD_FAILED = "MS Project XML download failed"
export const ICAL_DOWNLOADED = "iCalendar downloaded"
export const ICAL_DOWNLOAD_FAILED = "iCalendar download failed"
export const MSP_XML_IMPORT_FAILED = "Import failed; nothing was changed"
export const mspXmlImported = (count: number | null, fileName: string): string =>
  count === null ? `Imported ${fileName}` : `Imported ${count} ${count === 1 ? "task" : "tasks"} from ${fileName}`
