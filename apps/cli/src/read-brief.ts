import { readFile } from "node:fs/promises"
import * as Either from "effect/Either"
import { parse } from "yaml"
import type { Brief } from "@initpack/core/brief/brief"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
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
    return await readFile(source, "utf8")
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why = code === "ENOENT" ? "file not found" : code === "EISDIR" ? "is a directory" : String((error as Error).message)
    throw new BadBrief({ message: `${source}: ${why}`, issues: [{ path: "(brief)", message: why }] })
  }
}

const parseYaml = (text: string, source: string): unknown => {
  let value: unknown
  try {
    // YAML 1.2 core schema: an unquoted 2026-03-02 stays the text "2026-03-02"
    value = parse(text, { prettyErrors: true })
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
export const parseBrief = (text: string, source: string): Brief => toBrief(parseYaml(text, source))

const label = (source: string): string => (source === "-" ? "(stdin)" : source)

export const loadBrief = async (source: string, stdin?: NodeJS.ReadableStream): Promise<Brief> =>
  parseBrief(await readBriefText(source, stdin), label(source))

export type PackInput = { readonly _tag: "Brief"; readonly brief: Brief } | { readonly _tag: "Saved"; readonly saved: Saved }

/** A brief, or the artefacts.json of an earlier pack (rendered again without drafting). */
export const loadInput = async (source: string, stdin?: NodeJS.ReadableStream): Promise<PackInput> => {
  const value = parseYaml(await readBriefText(source, stdin), label(source))
  return isSavedArtefacts(value) ? { _tag: "Saved", saved: readSaved(value) } : { _tag: "Brief", brief: toBrief(value) }
}
