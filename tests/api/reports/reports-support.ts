import { strFromU8, unzipSync } from "fflate"
import { extractText, getDocumentProxy } from "unpdf"
import type { ApiClient } from "../../support/server"

export const CONTENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  md: "text/markdown",
  zip: "application/zip"
} as const

/** A GET whose body is read as bytes (files), with the client's session cookie. */
export const getBytes = async (client: ApiClient, path: string) => {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ")
  const res = await fetch(client.baseUrl + path, { headers: { origin: client.baseUrl, cookie } })
  const bytes = new Uint8Array(await res.arrayBuffer())
  let json: any = null
  try {
    json = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    json = null
  }
  return { status: res.status, headers: res.headers, bytes, json }
}

export const q = (params: Record<string, string | number>) =>
  "?" + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&apos;": "'" }
const unescapeXml = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|apos);/g, (m) => ENTITIES[m] ?? m)
const squash = (s: string) => s.replace(/\s+/g, " ")

/** The visible text of an HTML page (tags dropped, entities decoded). */
export const htmlText = (html: string) => squash(unescapeXml(html.replace(/<style[\s\S]*?<\/style>/g, " ").replace(/<[^>]+>/g, " ")))

/** The text runs of a DOCX body, and its document.xml. */
export const docxText = (bytes: Uint8Array) => {
  const files = unzipSync(bytes)
  const xml = strFromU8(files["word/document.xml"] ?? new Uint8Array())
  const paragraphs = xml.split("</w:p>").map((p) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(""))
  return { xml, files, text: squash(unescapeXml(paragraphs.join(" "))) }
}

export const pdfText = async (bytes: Uint8Array) => {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return { totalPages, text: squash(text) }
}

export const markdownText = (bytes: Uint8Array) => squash(new TextDecoder().decode(bytes).replace(/\\(.)/g, "$1"))

export const zipEntries = (bytes: Uint8Array) => unzipSync(bytes)
