// MS Project XML import texts (issue 22, product-chosen: the spec has none).

/** Largest MS Project XML accepted by an import (bytes of text). */
export const MSPDI_MAX_BYTES = 32 * 1024 * 1024
/** Most tasks an import takes in one file. */
export const MSPDI_MAX_TASKS = 20_000

export const MSPDI_TOO_LARGE = `The MS Project XML file is larger than ${MSPDI_MAX_BYTES / 1024 / 1024} MB.`
export const MSPDI_EMPTY = "The MS Project XML file is empty."
export const MSPDI_DOCTYPE_REFUSED = "The MS Project XML file declares a DOCTYPE or entities; such files are refused."
export const MSPDI_NOT_PROJECT = "This is not MS Project XML: the root element must be <Project>."
export const MSPDI_NO_TASKS = "The MS Project XML file has no tasks."
export const MSPDI_TOO_MANY_TASKS = `The MS Project XML file has more than ${MSPDI_MAX_TASKS} tasks.`

export const xmlMalformed = (line: number, what: string): string => `The MS Project XML file is not well-formed (line ${line}): ${what}.`
/** How a message names a task: `UID 7 (Design)`, or its place in the file (`number 3`) when it has no UID. */
export const mspdiTaskLabel = (position: number, uid: string | undefined, name: string | undefined): string =>
  `${uid ? `UID ${uid.slice(0, 12)}` : `number ${position}`}${name ? ` (${name.slice(0, 60)})` : ""}`
export const mspdiTaskFieldMissing = (task: string, field: string): string => `Task ${task} of the MS Project XML file has no ${field}.`
export const mspdiTaskFieldInvalid = (task: string, field: string, value: string): string =>
  `Task ${task} of the MS Project XML file has an invalid ${field}: "${value.slice(0, 40)}".`
export const mspdiLinkToMissingTask = (task: string, uid: string): string => `Task ${task} of the MS Project XML file links to task UID ${uid.slice(0, 12)}, which is not in the file.`
export const mspdiOutlineGap = (task: string): string => `Task ${task} of the MS Project XML file skips an outline level.`
