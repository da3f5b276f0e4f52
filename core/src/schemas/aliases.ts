import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"

/** canonical key -> alternate keys accepted on input, in order of preference. */
export type AliasMap = Readonly<Record<string, ReadonlyArray<string>>>

export const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === "object" && u !== null && !Array.isArray(u)

const absent = (u: unknown): boolean => u === undefined || u === null

/**
 * Copies `input` (without undefined values), moving each alternate key onto its canonical key. The canonical key wins when it
 * holds a value; otherwise the first alternate that holds one is used. Alternate keys are removed.
 */
export const renameAliases = (
  input: Readonly<Record<string, unknown>>,
  aliases: AliasMap
): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  // A key holding undefined counts as absent (objects built in code, not JSON).
  for (const [key, value] of Object.entries(input)) if (value !== undefined) out[key] = value
  for (const [canonical, alternates] of Object.entries(aliases)) {
    for (const alternate of alternates) {
      if (!Object.hasOwn(out, alternate)) continue
      if (absent(out[canonical]) && !absent(out[alternate])) out[canonical] = out[alternate]
      delete out[alternate]
    }
  }
  return out
}

/** Reads one field of a raw object, honouring alternate names, without decoding. */
export const readAliased = (input: unknown, key: string, aliases: AliasMap): unknown => {
  if (!isRecord(input)) return undefined
  return renameAliases(input, { [key]: aliases[key] ?? [] })[key]
}

/** On a withAliases schema: its AliasMap, so generated API documents can list the alternate names. */
export const AliasesAnnotationId: unique symbol = Symbol.for("@initpack/core/schemas/aliases")

const LooseObject = Schema.Record({ key: Schema.String, value: Schema.Unknown })

/**
 * Wraps a canonical schema so that decoding also accepts the alternate field names in `aliases`
 * and always yields the canonical shape; encoding gives the canonical shape. `.to` is the
 * canonical schema (with `.fields` for structs). JSON Schema generation uses the canonical form.
 * `title` names the entity in error messages.
 */
export const withAliases = <S extends Schema.Schema.Any>(title: string, canonical: S, aliases: AliasMap) => {
  const to = canonical.annotations({ title }) as S
  return Schema.transformOrFail<S, typeof LooseObject, never, never>(LooseObject, to, {
    strict: false,
    decode: (input) => ParseResult.succeed(renameAliases(input, aliases)),
    encode: (output) => ParseResult.succeed(output)
  }).annotations({ title, [AST.SurrogateAnnotationId]: to.ast, [AliasesAnnotationId]: aliases })
}
