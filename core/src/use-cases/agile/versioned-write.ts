import * as Effect from "effect/Effect"
import { AgileDocumentRepository, type AgileDocumentKind } from "../../ports/agile/agile-document-repository"
import { StaleWrite } from "./agile-errors"
import { STALE_WRITE } from "./agile-texts"

/** Writes an agile document; a stale `expectedVersion` fails with StaleWrite (409, with the stored data) and writes nothing. */
export const writeDocument = (projectId: number, kind: AgileDocumentKind, data: unknown, expectedVersion: number | null = null) =>
  Effect.gen(function* () {
    const documents = yield* AgileDocumentRepository
    const result = yield* documents.write(projectId, kind, data, expectedVersion)
    if ("conflict" in result) {
      const stored = yield* documents.read(projectId, kind)
      return yield* new StaleWrite({ message: STALE_WRITE, currentVersion: result.currentVersion, current: stored?.data ?? null })
    }
    return result.version
  })

/** The stored version of a document, 0 when there is none. */
export const documentVersion = (projectId: number, kind: AgileDocumentKind) =>
  Effect.map(AgileDocumentRepository, (d) => d).pipe(
    Effect.flatMap((documents) => documents.read(projectId, kind)),
    Effect.map((doc) => doc?.version ?? 0)
  )
