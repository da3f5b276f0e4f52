// The text of a Word document (.docx), headings as Markdown headings so the first one names the project.
import mammoth from "mammoth"

const headingLevel = (tag: string): number => Number(tag.slice(1))

/** Paragraphs of the document as lines; Word headings become "# Heading". Throws when the file is no .docx. */
export const docxText = async (bytes: Uint8Array): Promise<string> => {
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })
  const lines: Array<string> = []
  for (const m of html.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const words = decode(m[2]!.replace(/<br\s*\/?>/g, "\n").replace(/<[^>]+>/g, "")).trim()
    if (words.length === 0) continue
    const tag = m[1]!
    lines.push(tag.startsWith("h") ? `${"#".repeat(headingLevel(tag))} ${words}` : tag === "li" ? `- ${words}` : words)
  }
  return lines.join("\n\n")
}

const decode = (s: string): string =>
  s.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " })[e] ?? "")
