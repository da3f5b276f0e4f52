import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { ReportDocument } from "@initpack/core/document/model"
import { DocxRenderer, RenderError, type DocumentRenderer } from "@initpack/core/ports/document-renderer"
import { documentBody } from "./wordml/document-body"
import { ooxmlZip, type ZipEntry } from "./wordml/ooxml-zip"
import { appProperties, contentTypes, coreProperties, documentRels, footer, header, numbering, packageRels, settings, styles } from "./wordml/package-parts"

// The Word document is written directly as WordprocessingML parts in a ZIP (ECMA-376): a report needs
// headings, lists, tables, images and a few fields, and writing the XML is many times faster to load
// and to run than a general document library.

const encoder = new TextEncoder()

/** The DOCX package of a report: the same report always gives the same bytes. */
export const renderDocxSync = (doc: ReportDocument): Uint8Array => {
  const body = documentBody(doc)
  const xml = (name: string, text: string): ZipEntry => ({ name, data: encoder.encode(text), compress: true })
  return ooxmlZip([
    xml("[Content_Types].xml", contentTypes()),
    xml("_rels/.rels", packageRels()),
    xml(
      "docProps/core.xml",
      coreProperties({ title: `${doc.title}: ${doc.projectName}`, description: `Template ${doc.meta.template_version}; source hash ${doc.meta.source_hash}`, created: doc.meta.generated_at })
    ),
    xml("docProps/app.xml", appProperties()),
    xml("word/document.xml", body.xml),
    xml("word/_rels/document.xml.rels", documentRels(body.media)),
    xml("word/styles.xml", styles()),
    xml("word/numbering.xml", numbering(body.orderedLists)),
    xml("word/settings.xml", settings()),
    xml("word/header1.xml", header(`${doc.projectName} · ${doc.title}`)),
    xml("word/footer1.xml", footer()),
    // PNG is compressed already; SVG text is not
    ...body.media.map((m) => ({ name: `word/media/${m.name}`, data: m.bytes, compress: !m.name.endsWith(".png") }))
  ])
}

export const renderDocx = async (doc: ReportDocument): Promise<Uint8Array> => renderDocxSync(doc)

export const make: Effect.Effect<DocumentRenderer> = Effect.succeed({
  format: "docx",
  render: (doc) =>
    Effect.try({
      try: () => renderDocxSync(doc),
      catch: (cause) => new RenderError({ format: "docx", message: "Could not render the Word document.", cause })
    }).pipe(
      Effect.map((bytes) => ({
        format: "docx" as const,
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        extension: "docx",
        bytes
      }))
    )
})

export const layer = Layer.effect(DocxRenderer, make)
