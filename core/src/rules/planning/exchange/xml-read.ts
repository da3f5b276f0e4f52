import * as Data from "effect/Data"
import * as Either from "effect/Either"
import { MSPDI_DOCTYPE_REFUSED, xmlMalformed } from "../../../messages/plan-exchange"

/** An element: its local name (prefix dropped), attributes, child elements and its own text. */
export interface XmlElement {
  readonly name: string
  readonly attributes: Readonly<Record<string, string>>
  readonly children: Array<XmlElement>
  text: string
}

export class XmlRefused extends Data.TaggedError("XmlRefused")<{ readonly message: string }> {}

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }
const NAME = /^[A-Za-z_][\w.:-]*/
const MAX_DEPTH = 256

const localName = (qname: string): string => qname.slice(qname.indexOf(":") + 1)

/**
 * A small XML reader for plan files: elements, attributes, text, CDATA, comments and processing
 * instructions. It never expands entities: a DOCTYPE (and so any entity declaration) is refused, and
 * only the five predefined entities and character references are read.
 */
export const readXml = (source: string): Either.Either<XmlElement, XmlRefused> => {
  let line = 1
  const fail = (what: string) => Either.left(new XmlRefused({ message: xmlMalformed(line, what) }))
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) return Either.left(new XmlRefused({ message: MSPDI_DOCTYPE_REFUSED }))
  const decode = (raw: string): string | null => {
    if (!raw.includes("&")) return raw
    let bad = false
    const out = raw.replace(/&([^;&\s]{0,12});?/g, (whole, ref: string) => {
      if (!whole.endsWith(";")) return ((bad = true), "")
      if (ref.startsWith("#")) {
        const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
        if (!Number.isInteger(code) || code < 1 || code > 0x10ffff) return ((bad = true), "")
        return String.fromCodePoint(code)
      }
      const v = PREDEFINED[ref]
      if (v === undefined) bad = true
      return v ?? ""
    })
    return bad ? null : out
  }
  const stack: Array<XmlElement> = []
  let root: XmlElement | null = null
  let i = source.charCodeAt(0) === 0xfeff ? 1 : 0
  const n = source.length
  const countLines = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (source.charCodeAt(k) === 10) line++
  }
  while (i < n) {
    const lt = source.indexOf("<", i)
    const textEnd = lt < 0 ? n : lt
    if (textEnd > i) {
      const raw = source.slice(i, textEnd)
      const top = stack[stack.length - 1]
      if (top === undefined) {
        if (raw.trim() !== "") return fail("text outside the root element")
      } else {
        const text = decode(raw)
        if (text === null) return fail("an unknown or unterminated entity reference")
        top.text += text
      }
      countLines(i, textEnd)
      i = textEnd
      if (lt < 0) break
    }
    if (source.startsWith("<!--", i)) {
      const end = source.indexOf("-->", i + 4)
      if (end < 0) return fail("an unterminated comment")
      countLines(i, end)
      i = end + 3
    } else if (source.startsWith("<![CDATA[", i)) {
      const end = source.indexOf("]]>", i + 9)
      const top = stack[stack.length - 1]
      if (end < 0 || top === undefined) return fail("a misplaced or unterminated CDATA section")
      top.text += source.slice(i + 9, end)
      countLines(i, end)
      i = end + 3
    } else if (source.startsWith("<?", i)) {
      const end = source.indexOf("?>", i + 2)
      if (end < 0) return fail("an unterminated processing instruction")
      countLines(i, end)
      i = end + 2
    } else if (source.startsWith("<!", i)) {
      return fail("a markup declaration")
    } else if (source.startsWith("</", i)) {
      const end = source.indexOf(">", i)
      if (end < 0) return fail("an unterminated end tag")
      const name = source.slice(i + 2, end).trim()
      const top = stack.pop()
      if (top === undefined || localName(name) !== top.name) return fail(`</${name.slice(0, 40)}> does not close the open element`)
      i = end + 1
    } else {
      const m = NAME.exec(source.slice(i + 1, i + 201))
      if (m === null) return fail("a '<' that starts no element")
      const el: XmlElement = { name: localName(m[0]), attributes: {}, children: [], text: "" }
      let j = i + 1 + m[0].length
      const attrs = el.attributes as Record<string, string>
      for (;;) {
        while (j < n && /\s/.test(source[j]!)) {
          if (source[j] === "\n") line++
          j++
        }
        if (source.startsWith("/>", j) || source[j] === ">") break
        const an = NAME.exec(source.slice(j, j + 200))
        if (an === null) return fail("a bad attribute")
        j += an[0].length
        while (j < n && /\s/.test(source[j]!)) j++
        if (source[j] !== "=") return fail(`attribute ${an[0].slice(0, 40)} has no value`)
        j++
        while (j < n && /\s/.test(source[j]!)) j++
        const quote = source[j]
        if (quote !== '"' && quote !== "'") return fail(`attribute ${an[0].slice(0, 40)} is not quoted`)
        const close = source.indexOf(quote, j + 1)
        if (close < 0) return fail("an unterminated attribute value")
        const raw = source.slice(j + 1, close)
        if (raw.includes("<")) return fail("'<' in an attribute value")
        const value = decode(raw)
        if (value === null) return fail("an unknown or unterminated entity reference")
        if (Object.hasOwn(attrs, an[0])) return fail(`attribute ${an[0].slice(0, 40)} given twice`)
        attrs[an[0]] = value
        countLines(j, close)
        j = close + 1
      }
      if (j >= n) return fail("an unterminated start tag")
      const parent = stack[stack.length - 1]
      if (parent !== undefined) parent.children.push(el)
      else if (root !== null) return fail("a second root element")
      else root = el
      if (source[j] === ">") {
        if (stack.length >= MAX_DEPTH) return fail("elements nested too deep")
        stack.push(el)
        i = j + 1
      } else i = j + 2
    }
  }
  if (stack.length > 0) return fail(`<${stack[stack.length - 1]!.name}> is not closed`)
  if (root === null) return fail("no root element")
  return Either.right(root)
}

/** The first child element of that local name. */
export const child = (el: XmlElement, name: string): XmlElement | undefined => el.children.find((c) => c.name === name)
/** The trimmed text of the first child element of that name, or undefined. */
export const childText = (el: XmlElement, name: string): string | undefined => child(el, name)?.text.trim()
