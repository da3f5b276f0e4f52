import { createHash } from "node:crypto"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { buildDocument } from "@initpack/core/document/build-document"
import { canonicalJson } from "@initpack/core/document/canonical-json"
import { documentSources, packEntries } from "@initpack/core/document/catalog"
import type { DocumentKind, ReportDocument } from "@initpack/core/document/model"

/** sha256 (hex) of the canonical JSON (sorted keys) of the sources. */
export const sourceHash = (sources: unknown): string => createHash("sha256").update(canonicalJson(sources)).digest("hex")

/** Builds one document, stamping it with the clock reading and the hash of the sources it reads. */
export const buildReport = (kind: DocumentKind, artefacts: ProjectArtefacts, generatedAt: Date | string): ReportDocument =>
  buildDocument(kind, artefacts, {
    generatedAt: typeof generatedAt === "string" ? generatedAt : generatedAt.toISOString(),
    sourceHash: sourceHash(documentSources(kind, artefacts))
  })

export interface PackDocument {
  readonly stem: string
  readonly document: ReportDocument
}

/** The documents of the method's initiation pack, in pack order with stable stems. */
export const buildPackDocuments = (artefacts: ProjectArtefacts, generatedAt: Date | string): ReadonlyArray<PackDocument> =>
  packEntries(artefacts.project.method).map((e) => ({ stem: e.stem, document: buildReport(e.kind, artefacts, generatedAt) }))
