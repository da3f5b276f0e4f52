// A brief document (pasted text or an uploaded .docx, .md, .txt or brief .yaml) -> the editable brief form,
// or the reason it cannot be read (issue 35). The same reader serves the web app and `initpack pack brief.docx`.
import * as Either from "effect/Either"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { formFromBrief, type BriefForm } from "@initpack/core/brief/brief-form"
import * as M from "@initpack/core/messages/brief-reader"
import { PROJECT_NAME_REQUIRED } from "@initpack/core/messages/platform-projects"
import { briefKind } from "./brief-kind"
import { readBriefText } from "./read-brief-text"

/** Why a brief cannot be read: the message to show, in the spec's error style. */
export class BriefUnreadable extends Error {
  override readonly name = "BriefUnreadable"
  constructor(message: string, readonly status: 400 | 413 = 400) {
    super(message)
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const isZip = (bytes: Uint8Array): boolean => ZIP_MAGIC.every((b, i) => bytes[i] === b)

/** UTF-8 text, else undefined (a binary file: NUL bytes or bytes that are no UTF-8). */
const utf8 = (bytes: Uint8Array): string | undefined => {
  if (bytes.includes(0)) return undefined
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "")
  } catch {
    return undefined
  }
}

const requireName = (form: BriefForm): BriefForm => {
  if (form.name.trim().length === 0) throw new BriefUnreadable(PROJECT_NAME_REQUIRED)
  return form
}

const fromYaml = async (text: string, today: string): Promise<BriefForm> => {
  const { parse } = await import("yaml")
  let value: unknown
  try {
    value = parse(text)
  } catch (error) {
    throw new BriefUnreadable(M.briefYamlInvalid(String((error as Error).message).split("\n")[0] ?? ""))
  }
  if (value === null || value === undefined) throw new BriefUnreadable(M.BRIEF_EMPTY)
  const project = (value as { project?: { name?: unknown } }).project
  if (typeof value === "object" && (project === undefined || typeof project.name !== "string" || project.name.trim() === "")) throw new BriefUnreadable(PROJECT_NAME_REQUIRED)
  const decoded = decodeBrief(value)
  if (Either.isLeft(decoded)) throw new BriefUnreadable(M.briefYamlInvalid(decoded.left.message.split("\n").join("; ")))
  return formFromBrief(decoded.right, today)
}

/**
 * Reads a brief: `fileName` picks the kind (no file name: pasted text). Throws BriefUnreadable with the
 * message to show for a file that is too large, no document, empty, or names no project.
 */
export const readBriefDocument = async (input: { readonly fileName?: string | undefined; readonly bytes: Uint8Array }, today: string): Promise<BriefForm> => {
  const { bytes } = input
  if (bytes.byteLength > M.BRIEF_MAX_BYTES) throw new BriefUnreadable(M.BRIEF_TOO_LARGE, 413)
  const kind = input.fileName === undefined ? "text" : briefKind(input.fileName)
  if (kind === undefined) throw new BriefUnreadable(M.BRIEF_NOT_A_DOCUMENT)
  if (bytes.byteLength === 0) throw new BriefUnreadable(M.BRIEF_EMPTY)
  let text: string | undefined
  if (kind === "docx") {
    if (!isZip(bytes)) throw new BriefUnreadable(M.BRIEF_NOT_A_DOCUMENT)
    const { docxText } = await import("./docx-text")
    try {
      text = await docxText(bytes)
    } catch {
      throw new BriefUnreadable(M.BRIEF_DOCX_UNREADABLE)
    }
  } else text = utf8(bytes)
  if (text === undefined) throw new BriefUnreadable(M.BRIEF_NOT_A_DOCUMENT)
  if (!/[\p{L}\p{N}]/u.test(text)) throw new BriefUnreadable(M.BRIEF_EMPTY)
  if (kind === "yaml") return requireName(await fromYaml(text, today))
  return requireName(readBriefText(text, today))
}
