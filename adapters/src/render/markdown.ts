import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Block, Inline, ReportDocument } from "@initpack/core/document/model"
import { MarkdownRenderer, type DocumentRenderer } from "@initpack/core/ports/document-renderer"
import { chartTable } from "./charts/chart-table"

// Markdown for diffs in version control: one line per paragraph, GitHub tables, charts as data tables.

const escapeText = (text: string): string => text.replace(/([\\`*_[\]<>#|])/g, "\\$1").replace(/\s*\n\s*/g, " ")

const inline = (i: Inline): string => {
  const t = escapeText(i.text)
  if (t.trim() === "") return t
  if (i.bold && i.italic) return `***${t}***`
  if (i.bold) return `**${t}**`
  if (i.italic) return `*${t}*`
  return t
}

const cell = (text: string): string => escapeText(text).trim() || " "

const tableMd = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>, right: ReadonlyArray<boolean> = []): string =>
  [
    `| ${header.map(cell).join(" | ")} |`,
    `| ${header.map((_, i) => (right[i] ? "---:" : "---")).join(" | ")} |`,
    ...rows.map((r) => `| ${header.map((_, i) => cell(r[i] ?? "")).join(" | ")} |`)
  ].join("\n")

const block = (b: Block): string => {
  switch (b._tag) {
    case "Heading":
      return `${"#".repeat(b.level + 1)} ${escapeText(b.text)}`
    case "Paragraph":
      return b.inlines.map(inline).join("")
    case "List":
      return b.items.map((item, i) => `${b.ordered ? `${i + 1}.` : "-"} ${item.map(inline).join("")}`).join("\n")
    case "Table":
      return tableMd(b.columns.map((c) => c.header), b.rows, b.columns.map((c) => c.align === "right"))
    case "KeyValue":
      return b.entries.map((e) => `- **${escapeText(e.key)}:** ${escapeText(e.value)}`).join("\n")
    case "Chart": {
      const t = chartTable(b.chart)
      return `*${escapeText(b.caption)}*\n\n${tableMd(t.header, t.rows)}`
    }
    case "Callout":
      return b.tone === "missing" ? `*${escapeText(b.text)}*` : `> **${b.tone === "warning" ? "Warning" : "Note"}:** ${escapeText(b.text)}`
    case "PageBreak":
      return "<!-- page break -->"
  }
}

/** Pure and deterministic: the same document gives the same text. */
export const renderMarkdown = (doc: ReportDocument): string =>
  [
    `# ${escapeText(doc.title)}`,
    `**${escapeText(doc.projectName)}**`,
    `> Generated: ${doc.meta.generated_at} | Template version: ${doc.meta.template_version} | Source hash: \`${doc.meta.source_hash}\``,
    ...doc.blocks.map(block)
  ].join("\n\n") + "\n"

export const make: Effect.Effect<DocumentRenderer> = Effect.succeed({
  format: "markdown",
  render: (doc) =>
    Effect.sync(() => ({
      format: "markdown" as const,
      contentType: "text/markdown; charset=utf-8",
      extension: "md",
      bytes: new TextEncoder().encode(renderMarkdown(doc))
    }))
})

export const layer = Layer.effect(MarkdownRenderer, make)
