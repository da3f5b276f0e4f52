// Brief upload and reading texts (issue 35, product-chosen in the style of platform.md §5 and §8).

/** Largest brief document accepted (bytes), pasted or uploaded. */
export const BRIEF_MAX_BYTES = 2 * 1024 * 1024

export const BRIEF_TOO_LARGE = "The brief is larger than 2 MB. Upload a shorter document."
export const BRIEF_NOT_A_DOCUMENT = "That file is not a brief Initpack can read. Upload a .docx, .md, .txt or brief .yaml file."
export const BRIEF_EMPTY = "The brief is empty. Paste its text or upload a document that has some."
export const BRIEF_DOCX_UNREADABLE = "That Word document could not be read. Save it again as .docx and upload it."
export const briefYamlInvalid = (problem: string): string => `That brief .yaml could not be read: ${problem}`

/** The draft sent back to be saved is not the one the server drafted. */
export const DRAFT_CHANGED = "The draft changed after it was drafted. Draft the project again."
