// WBS Builder screen: MS Project XML download and import buttons (issue 22; the file checks are in plan-exchange.ts).
export const MSP_XML_DOWNLOADED = "MS Project XML downloaded"
export const MSP_XML_DOWNLOAD_FAILED = "MS Project XML download failed"
export const MSP_XML_IMPORT_FAILED = "Import failed; nothing was changed"
export const mspXmlImported = (count: number | null, fileName: string): string =>
  count === null ? `Imported ${fileName}` : `Imported ${count} ${count === 1 ? "task" : "tasks"} from ${fileName}`
