import * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "../../document/artefacts"
import { buildDocument } from "../../document/build-document"
import { documentSources } from "../../document/catalog"
import type { DocumentKind, ReportDocument } from "../../document/model"
import { SourceHasher } from "../../ports/reports/source-hasher"

/** Builds one document with its meta: generated_at from `now`, source_hash of the artefacts it reads. */
export const stampDocument = (kind: DocumentKind, artefacts: ProjectArtefacts, now: Date): Effect.Effect<ReportDocument, never, SourceHasher> =>
  Effect.map(SourceHasher, (hasher) =>
    buildDocument(kind, artefacts, { generatedAt: now.toISOString(), sourceHash: hasher.hash(documentSources(kind, artefacts)) })
  )
