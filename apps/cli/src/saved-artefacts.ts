import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { issuePath } from "@initpack/core/brief/decode-brief"
import { ARTEFACTS_FORMAT } from "./artefacts-format"
import { BadBrief } from "./cli-errors"

/** The envelope of artefacts.json (see artefactsDocument); the artefacts themselves are read leniently, as the reports do. */
const SavedArtefacts = Schema.Struct({
  format: Schema.Literal(ARTEFACTS_FORMAT),
  version: Schema.Literal(1),
  drafter: Schema.optional(Schema.String),
  artefacts: Schema.Struct({
    project: Schema.Struct({
      name: Schema.String.pipe(Schema.minLength(1)),
      method: Schema.Literal("waterfall", "agile")
    })
  })
})

export interface Saved {
  readonly envelope: Record<string, unknown>
  readonly artefacts: ProjectArtefacts
  readonly drafter: string
}

export const isSavedArtefacts = (value: unknown): boolean =>
  typeof value === "object" && value !== null && (value as { format?: unknown }).format === ARTEFACTS_FORMAT

/** A parsed artefacts.json of an earlier `initpack pack`, checked enough to render from. */
export const readSaved = (value: unknown): Saved => {
  const decoded = Schema.decodeUnknownEither(SavedArtefacts, { errors: "all" })(value)
  if (Either.isLeft(decoded)) {
    const issues = ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((i) => ({ path: issuePath(i.path), message: i.message }))
    throw new BadBrief({ message: "not a valid artefacts.json", issues })
  }
  const envelope = value as Record<string, unknown>
  return { envelope, artefacts: envelope["artefacts"] as ProjectArtefacts, drafter: decoded.right.drafter ?? "saved" }
}
