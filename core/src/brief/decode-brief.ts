import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { Brief } from "./brief"
import { BriefInvalid, type BriefIssue } from "./brief-error"

/** `project.start`, `stakeholders[2].name`; the root is `(brief)`. */
export const issuePath = (path: ReadonlyArray<PropertyKey>): string => {
  let out = ""
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`
    else out += out === "" ? String(key) : `.${String(key)}`
  }
  return out === "" ? "(brief)" : out
}

const issueMessage = (tag: string, message: string): string => {
  if (tag === "Missing") return "is required"
  if (tag === "Unexpected") return "is not a brief field (see `initpack schema`)"
  // "Expected string, actual 3" reads better lower-cased after the path
  return message.length > 0 ? message[0]!.toLowerCase() + message.slice(1) : message
}

const decode = Schema.decodeUnknownEither(Brief, { errors: "all", onExcessProperty: "error" })

/** Checks a parsed YAML or JSON value against the brief Schema; every problem is reported with its field path. */
export const decodeBrief = (input: unknown): Either.Either<Brief, BriefInvalid> =>
  Either.mapLeft(decode(input), (error) => {
    const issues: Array<BriefIssue> = []
    const seen = new Set<string>()
    for (const i of ParseResult.ArrayFormatter.formatErrorSync(error)) {
      const path = issuePath(i.path)
      if (seen.has(path)) continue // one problem per field is enough to fix it
      seen.add(path)
      issues.push({ path, message: issueMessage(i._tag, i.message) })
    }
    return new BriefInvalid({ issues })
  })
