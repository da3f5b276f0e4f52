import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Block, Inline, ReportDocument } from "@initpack/core/document/model"
import { formatLongDate } from "@initpack/core/document/format"
import { HtmlRenderer, type DocumentRenderer } from "@initpack/core/ports/document-renderer"
import { chartImages } from "./charts/chart-images"
import { escapeXml as esc } from "./escape"

const STYLE = `
:root{--ink:#1f2933;--muted:#6b7280;--line:#d1d5db;--accent:#1f3a5f}
*{box-sizing:border-box}
body{font-family:Helvetica,Arial,sans-serif;color:var(--ink);margin:0;background:#f3f4f6;line-height:1.45;font-size:14px}
main{max-width:980px;margin:24px auto;background:#fff;padding:40px 48px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
header.doc{border-bottom:3px solid var(--accent);margin-bottom:24px;padding-bottom:12px}
header.doc h1{margin:0 0 4px;color:var(--accent);font-size:28px}
header.doc .project{font-size:18px;font-weight:bold;margin:0}
header.doc .meta{color:var(--muted);font-size:12px;margin:6px 0 0}
h2{color:var(--accent);border-bottom:1px solid var(--line);padding-bottom:4px;margin-top:28px;font-size:20px}
h3{font-size:16px;margin-top:20px}h4{font-size:14px}
table{border-collapse:collapse;width:100%;margin:10px 0 16px;font-size:12.5px}
th,td{border:1px solid var(--line);padding:5px 7px;vertical-align:top;text-align:left}
th{background:#eef2f7}
td.num,th.num{text-align:right}
table.sign td{height:3em}
dl.kv{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:10px 0 16px}
dl.kv dt{font-weight:bold}dl.kv dd{margin:0}
figure{margin:12px 0 18px}figure svg{max-width:100%;height:auto}
figcaption{color:var(--muted);font-size:12px}
.callout{border-left:4px solid var(--accent);background:#f1f5f9;padding:8px 12px;margin:10px 0}
.callout.warning{border-color:#d97706;background:#fffbeb}
.missing{color:var(--muted);font-style:italic}
.page-break{break-after:page}
@media print{
  @page{size:A4;margin:18mm 16mm}
  body{background:#fff;font-size:11pt}
  main{box-shadow:none;margin:0;padding:0;max-width:none}
  h2,h3,h4{break-after:avoid}
  thead{display:table-header-group}
  tr,figure,dl.kv{break-inside:avoid}
  a{color:inherit;text-decoration:none}
}`

const inline = (i: Inline): string => {
  const t = esc(i.text)
  return i.bold && i.italic ? `<strong><em>${t}</em></strong>` : i.bold ? `<strong>${t}</strong>` : i.italic ? `<em>${t}</em>` : t
}

// A long unbroken token (a link, a hash) would widen its column past the page: it may break after a
// slash, dot, hyphen or the like, or every 20 characters, and nowhere in ordinary words.
const LONG_TOKEN = /\S{30,}/g
const breakable = (token: string): string => token.match(/[^/.\-_?&=#:]{1,20}[/.\-_?&=#:]*|[/.\-_?&=#:]+/g)?.map(esc).join("<wbr>") ?? esc(token)
const wrapped = (text: string): string => {
  let out = ""
  let at = 0
  for (const m of text.matchAll(LONG_TOKEN)) {
    out += esc(text.slice(at, m.index)) + breakable(m[0])
    at = m.index + m[0].length
  }
  return out + esc(text.slice(at))
}

const multiline = (text: string): string => wrapped(text).replace(/\n/g, "<br>")

const block = (b: Block): string => {
  switch (b._tag) {
    case "Heading":
      return `<h${b.level + 1}>${esc(b.text)}</h${b.level + 1}>`
    case "Paragraph":
      return `<p>${b.inlines.map(inline).join("")}</p>`
    case "List": {
      const tag = b.ordered ? "ol" : "ul"
      return `<${tag}>${b.items.map((item) => `<li>${item.map(inline).join("")}</li>`).join("")}</${tag}>`
    }
    case "Table": {
      const total = b.columns.reduce((s, c) => s + c.width, 0) || 1
      const cls = (i: number) => (b.columns[i]?.align === "right" ? ` class="num"` : "")
      // a sign-off table leaves room to sign
      const sign = b.columns.some((c) => /^signature$/i.test(c.header)) ? ` class="sign"` : ""
      return `<table${sign}><colgroup>${b.columns.map((c) => `<col style="width:${Math.round((c.width / total) * 1000) / 10}%">`).join("")}</colgroup><thead><tr>${b.columns
        .map((c, i) => `<th scope="col"${cls(i)}>${esc(c.header)}</th>`)
        .join("")}</tr></thead><tbody>${b.rows
        .map((r) => `<tr>${b.columns.map((_, i) => `<td${cls(i)}>${multiline(r[i] ?? "")}</td>`).join("")}</tr>`)
        .join("")}</tbody></table>`
    }
    case "KeyValue":
      return `<dl class="kv">${b.entries.map((e) => `<dt>${esc(e.key)}</dt><dd>${wrapped(e.value)}</dd>`).join("")}</dl>`
    case "Chart":
      return `<figure>${chartImages(b.chart).svg}<figcaption>${esc(b.caption)}</figcaption></figure>`
    case "Callout":
      return b.tone === "missing" ? `<p class="missing">${esc(b.text)}</p>` : `<div class="callout ${b.tone}">${esc(b.text)}</div>`
    case "PageBreak":
      return `<div class="page-break"></div>`
  }
}

/** Self-contained HTML (inline CSS and SVG, no external requests); deterministic for a given document. */
export const renderHtml = (doc: ReportDocument): string =>
  `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Initpack ${esc(doc.meta.template_version)}">
<title>${esc(doc.title)}: ${esc(doc.projectName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main data-doc-type="${esc(doc.kind)}" data-source-hash="${esc(doc.meta.source_hash)}">
<header class="doc"><h1>${esc(doc.title)}</h1><p class="project">${esc(doc.projectName)}</p><p class="meta">Generated ${esc(formatLongDate(doc.meta.generated_at))} · Template version ${esc(doc.meta.template_version)} · Source hash <code>${esc(doc.meta.source_hash)}</code></p></header>
${doc.blocks.map(block).join("\n")}
</main>
</body>
</html>
`

export const make: Effect.Effect<DocumentRenderer> = Effect.succeed({
  format: "html",
  render: (doc) =>
    Effect.sync(() => ({
      format: "html" as const,
      contentType: "text/html; charset=utf-8",
      extension: "html",
      bytes: new TextEncoder().encode(renderHtml(doc))
    }))
})

export const layer = Layer.effect(HtmlRenderer, make)
