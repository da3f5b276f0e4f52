import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { zipSync, type Zippable } from "fflate"
import type { ReportDocument } from "@initpack/core/document/model"
import { DocxRenderer, RenderError, type DocumentRenderer } from "@initpack/core/ports/document-renderer"
import { documentBody } from "./wordml/document-body"
import { appProperties, contentTypes, coreProperties, documentRels, footer, header, numbering, packageRels, settings, styles } from "./wordml/package-parts"
import { ZIP_ENTRY_TIME } from "./zip"

// The Word document is written directly as WordprocessingML parts in a ZIP (ECMA-376): a report needs
// headings, lists, tables, images and a few fields, and writing the XML is many times faster to load
// and to run than a general document library.

const encoder = new TextEncoder()

/** The DOCX package of a report: the same report always gives the same bytes. */
export const renderDocxSync = (doc: ReportDocument): Uint8Array => {
  const body = documentBody(doc)
  const xml = (text: string): [Uint8Array, { level: 6; mtime: Date }] => [encoder.encode(text), { level: 6, mtime: ZIP_ENTRY_TIME }]
  const files: Zippable = {
    "[Content_Types].xml": xml(contentTypes()),
    "_rels/.rels": xml(packageRels()),
    "docProps/core.xml": xml(
      coreProperties({ title: `${doc.title}: ${doc.projectName}`, description: `Template ${doc.meta.template_version}; source hash ${doc.meta.source_hash}`, created: doc.meta.generated_at })
    ),
    "docProps/app.xml": xml(appProperties()),
    "word/document.xml": xml(body.xml),
    "word/_rels/document.xml.rels": xml(documentRels(body.media)),
    "word/styles.xml": xml(styles()),
    "word/numbering.xml": xml(numbering(body.orderedLists)),
    "word/settings.xml": xml(settings()),
    "word/header1.xml": xml(header(`${doc.projectName} · ${doc.title}`)),
    "word/footer1.xml": xml(footer())
  }
  // PNG is compressed already; SVG text is not
  for (const m of body.media) files[`word/media/${m.name}`] = [m.bytes, { level: m.name.endsWith(".png") ? 0 : 6, mtime: ZIP_ENTRY_TIME }]
  return zipSync(files)
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
