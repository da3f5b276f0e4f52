import * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "../../document/artefacts"
import { packEntries } from "../../document/catalog"
import type { DeliveryMethod, DocumentKind, ReportDocument } from "../../document/model"
import { BoardReviewRepository, type PackVersionRecord } from "../../ports/review/board-review-repository"
import { sectionAnchor } from "../../rules/board-review/section-anchor"
import { moduleOfHeading } from "../../rules/board-review/section-module"
import { InvalidInput } from "../platform/errors"
import { stampDocument } from "../reports/stamp-document"
import { ReviewItemNotFound } from "./errors"
import { UNKNOWN_REVIEW_DOC, VERSION_NOT_FOUND } from "./texts"

/** The artefacts frozen with a version (never the live project). */
export const storedArtefacts = (version: PackVersionRecord) =>
  Effect.flatMap(BoardReviewRepository, (repo) =>
    Effect.flatMap(repo.versionArtefacts(version.id), (a): Effect.Effect<ProjectArtefacts, ReviewItemNotFound> =>
      a ? Effect.succeed(a) : Effect.fail(new ReviewItemNotFound({ message: VERSION_NOT_FOUND }))
    )
  )

/** The section headings of a document with their anchors and modules (several equal headings get -2, -3). */
export const documentSections = (method: DeliveryMethod, document: ReportDocument) => {
  const seen = new Map<string, number>()
  const sections: Array<{ anchor: string; heading: string; level: number; module: string }> = []
  for (const block of document.blocks) {
    if (block._tag !== "Heading") continue
    const base = sectionAnchor(block.text)
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    sections.push({ anchor: n === 1 ? base : `${base}-${n}`, heading: block.text, level: block.level, module: moduleOfHeading(method, block.text) })
  }
  return sections
}

/** A pack document of the version's method; 400 for another. */
export const parseReviewDoc = (method: DeliveryMethod, docType: string | null | undefined): Effect.Effect<DocumentKind, InvalidInput> => {
  const kinds = packEntries(method).map((e) => e.kind)
  const wanted = (docType ?? "").trim().toLowerCase()
  const kind = kinds.find((k) => k === wanted)
  return kind ? Effect.succeed(kind) : Effect.fail(new InvalidInput({ message: UNKNOWN_REVIEW_DOC(wanted, kinds) }))
}

/** Every document of the version's pack, built from its stored artefacts, generated at the submission time. */
export const versionDocuments = (version: PackVersionRecord, artefacts: ProjectArtefacts) =>
  Effect.forEach(packEntries(version.method), (entry) =>
    Effect.map(stampDocument(entry.kind, artefacts, version.submittedAt), (document) => ({
      doc_type: entry.kind,
      file_stem: entry.stem,
      title: document.title,
      source_hash: document.meta.source_hash,
      sections: documentSections(version.method, document)
    }))
  )
