import * as Layer from "effect/Layer"
import * as ArtefactsReader from "@initpack/adapters/db/repositories/reports/project-artefacts-reader"
import { sourceHash } from "@initpack/adapters/render/build-report"
import * as Docx from "@initpack/adapters/render/docx"
import * as Html from "@initpack/adapters/render/html"
import * as Markdown from "@initpack/adapters/render/markdown"
import * as Pdf from "@initpack/adapters/render/pdf"
import * as Zip from "@initpack/adapters/render/zip"
import { SourceHasher } from "@initpack/core/ports/reports/source-hasher"

/** The reports' ports: the artefacts reader (over the SqlClient), the four renderers (pdfkit loads on the first PDF), the ZIP and the hash. */
export const reportsLayer = () =>
  Layer.mergeAll(
    ArtefactsReader.layer,
    Html.layer,
    Markdown.layer,
    Docx.layer,
    Pdf.layer,
    Zip.layer,
    Layer.succeed(SourceHasher, { hash: sourceHash })
  )
