import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { AgileDocumentRepository, type AgileDocumentRepositoryService } from "@initpack/core/ports/agile/agile-document-repository"
import { makeLookup, makeQuery } from "../../current-executor"

const parse = (text: unknown): unknown => {
  try {
    return JSON.parse(String(text))
  } catch {
    return null
  }
}

export const make = Effect.map(Effect.all([makeQuery, makeLookup]), ([q, lookup]): AgileDocumentRepositoryService => ({
  read: (projectId, kind) =>
    lookup("SELECT data, version FROM agile_documents WHERE project_id = $1 AND kind = $2", [projectId, kind]).pipe(
      Effect.map((rows) => (rows[0] ? { data: parse(rows[0].data), version: Number(rows[0].version) } : null))
    ),
  write: (projectId, kind, data, expectedVersion) =>
    Effect.gen(function* () {
      const text = JSON.stringify(data)
      if (expectedVersion === null) {
        const rows = yield* q(
          `INSERT INTO agile_documents (project_id, kind, data, version, updated_at) VALUES ($1, $2, $3, 1, now())
           ON CONFLICT (project_id, kind) DO UPDATE SET data = EXCLUDED.data, version = agile_documents.version + 1, updated_at = now()
           RETURNING version`,
          [projectId, kind, text]
        )
        return { version: Number(rows[0]!.version) }
      }
      // compare-and-set: a missing document counts as version 0
      const updated =
        expectedVersion === 0
          ? yield* q(
              `INSERT INTO agile_documents (project_id, kind, data, version, updated_at) VALUES ($1, $2, $3, 1, now())
               ON CONFLICT (project_id, kind) DO NOTHING RETURNING version`,
              [projectId, kind, text]
            )
          : yield* q(
              `UPDATE agile_documents SET data = $3, version = version + 1, updated_at = now()
               WHERE project_id = $1 AND kind = $2 AND version = $4 RETURNING version`,
              [projectId, kind, text, expectedVersion]
            )
      if (updated[0]) return { version: Number(updated[0].version) }
      const current = yield* q("SELECT version FROM agile_documents WHERE project_id = $1 AND kind = $2", [projectId, kind])
      return { conflict: true as const, currentVersion: current[0] ? Number(current[0].version) : 0 }
    })
}))

export const layer = Layer.effect(AgileDocumentRepository, make)
