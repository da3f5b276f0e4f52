import { readFileSync } from "node:fs"
import * as Either from "effect/Either"
import type { Brief } from "@initpack/core/brief/brief"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { isBriefDocument } from "@initpack/adapters/brief-reader/brief-kind"
import { todayIso } from "@initpack/core/rules/planning/dates/display-date"
import { BadBrief } from "./cli-errors"
import { isSavedArtefacts, readSaved, type Saved } from "./saved-artefacts"

const readStdin = async (stdin: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks).toString("utf8")
}

/** Text of the brief: a file path, or `-` for standard input. */
export const readBriefText = async (source: string, stdin: NodeJS.ReadableStream = process.stdin): Promise<string> => {
  if (source === "-") return readStdin(stdin)
  try {
    // synchronously, as the pack's files are written: no thread pool is started for one small file
    return readFileSync(source, "utf8")
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why = code === "ENOENT" ? "file not found" : code === "EISDIR" ? "is a directory" : String((error as Error).message)
    throw new BadBrief({ message: `${source}: ${why}`, issues: [{ path: "(brief)", message: why }] })
  }
}

// JSON (an artefacts.json, or a brief written as JSON) goes through JSON.parse: YAML 1.2 reads it the same,
// but the YAML parser takes many times longer in a cold process. The YAML parser is loaded only for YAML,
// or to name the problem in JSON that JSON.parse refuses.
const parseText = async (text: string, source: string): Promise<unknown> => {
  if (text.trimStart().startsWith("{")) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      // the YAML parser below names the problem (or reads YAML flow syntax)
    }
  }
  return parseYaml(text, source)
}

const parseYaml = async (text: string, source: string): Promise<unknown> => {
  const { parseYamlText } = await import("./yaml-text")
  let value: unknown
  try {
    value = parseYamlText(text)
  } catch (error) {
    const why = `not valid YAML or JSON: ${String((error as Error).message).split("\n")[0]}`
    throw new BadBrief({ message: `${source}: ${why}`, issues: [{ path: "(brief)", message: why }] })
  }
  if (value === null || value === undefined) {
    throw new BadBrief({ message: `${source}: the brief is empty`, issues: [{ path: "(brief)", message: "the brief is empty" }] })
  }
  return value
}

const toBrief = (value: unknown): Brief => {
  const decoded = decodeBrief(value)
  if (Either.isLeft(decoded)) throw new BadBrief({ message: decoded.left.message, issues: decoded.left.issues })
  return decoded.right
}

/** YAML (JSON is YAML too) -> brief, or BadBrief naming each field path and problem. */
export const parseBrief = async (text: string, source: string): Promise<Brief> => toBrief(await parseText(text, source))

const label = (source: string): string => (source === "-" ? "(stdin)" : source)

export const loadBrief = async (source: string, stdin?: NodeJS.ReadableStream): Promise<Brief> =>
  source !== "-" && isBriefDocument(source) ? loadDocument(source, new Date()) : parseBrief(await readBriefText(source, stdin), label(source))

export type PackInput = { readonly _tag: "Brief"; readonly brief: Brief } | { readonly _tag: "Saved"; readonly saved: Saved }

/** A .docx, .md or .txt brief through the brief reader the web app uses (issue 35); loaded only for such files. */
const loadDocument = async (source: string, now: Date): Promise<Brief> => {
  const [{ readBriefDocument, BriefUnreadable }, { briefFromForm }] = await Promise.all([
    import("@initpack/adapters/brief-reader/read-brief-document"),
    import("@initpack/core/brief/brief-form")
  ])
  let bytes: Uint8Array
  try {
    bytes = readFileSync(source)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why = code === "ENOENT" ? "file not found" : code === "EISDIR" ? "is a directory" : String((error as Error).message)
    throw new BadBrief({ message: `${source}: ${why}`, issues: [{ path: "(brief)", message: why }] })
  }
  try {
    return toBrief(briefFromForm(await readBriefDocument({ fileName: source, bytes }, todayIso(now.getTime()))))
  } catch (error) {
    if (!(error instanceof BriefUnreadable)) throw error
    throw new BadBrief({ message: `${source}: ${error.message}`, issues: [{ path: "(brief)", message: error.message }] })
  }
}

/** A brief, or the artefacts.json of an earlier pack (rendered again without drafting). */
export const loadInput = async (source: string, stdin?: NodeJS.ReadableStream, now: Date = new Date()): Promise<PackInput> => {
  if (source !== "-" && isBriefDocument(source)) return { _tag: "Brief", brief: await loadDocument(source, now) }
  const value = await parseText(await readBriefText(source, stdin), label(source))
  return isSavedArtefacts(value) ? { _tag: "Saved", saved: readSaved(value) } : { _tag: "Brief", brief: toBrief(value) }
}
