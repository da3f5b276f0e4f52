// The kinds of brief document the reader takes, told by the file name (issue 35).
export type BriefKind = "docx" | "markdown" | "text" | "yaml"

/** The kind of a document by its file name; undefined for a file that is no brief. */
export const briefKind = (fileName: string): BriefKind | undefined => {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase()
  if (ext === "docx") return "docx"
  if (ext === "md" || ext === "markdown") return "markdown"
  if (ext === "txt" || ext === "text") return "text"
  if (ext === "yaml" || ext === "yml") return "yaml"
  return undefined
}

/** A document the brief reader turns into a brief (the CLI reads other files as a brief .yaml or JSON itself). */
export const isBriefDocument = (fileName: string): boolean => {
  const kind = briefKind(fileName)
  return kind === "docx" || kind === "markdown" || kind === "text"
}
