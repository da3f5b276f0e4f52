import type { DeliveryMethod } from "../../document/model"

// Reports API messages (waterfall.md §5, agile.md §5: a project name or id is needed).

export const REPORT_PROJECT_REQUIRED = "A project name or id is needed."

const METHOD_ROUTE: Record<DeliveryMethod, string> = { waterfall: "/api/reports", agile: "/api/reports_agile" }

export const unknownDocType = (docType: string, choices: ReadonlyArray<string>): string =>
  docType === "" ? `doc_type is required. Choose one of: ${choices.join(", ")}.` : `Unknown doc_type "${docType}". Choose one of: ${choices.join(", ")}.`

/** A document of the other method, e.g. agile_overview asked at /reports/doc. */
export const docTypeOfOtherMethod = (docType: string, other: DeliveryMethod): string =>
  `"${docType}" is ${other === "agile" ? "an agile" : "a waterfall"} document: ask ${METHOD_ROUTE[other]}/doc for it.`

export const unknownFormat = (format: string, choices: ReadonlyArray<string>): string =>
  `Unknown format "${format}". Choose one of: ${choices.join(", ")}.`

/** The project's method differs from the route's, e.g. an agile project at /reports/doc. */
export const projectOfOtherMethod = (method: DeliveryMethod): string =>
  `This project uses the ${method} method: its reports are at ${METHOD_ROUTE[method]}.`
