import * as Context from "effect/Context"

/** source_hash of report meta: sha256 (hex) of the canonical JSON of a document's sources (core has no crypto). */
export interface SourceHasherService {
  readonly hash: (sources: unknown) => string
}

export class SourceHasher extends Context.Tag("@initpack/core/ports/reports/SourceHasher")<SourceHasher, SourceHasherService>() {}
