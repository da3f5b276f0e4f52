import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"

type AnySchema = Schema.Schema<any, any, never>

export const decode = <S extends AnySchema>(schema: S, input: unknown): S["Type"] =>
  Schema.decodeUnknownSync(schema)(input)

/** Decodes, encodes and decodes again: the canonical form must survive unchanged. */
export const roundTrip = <S extends AnySchema>(schema: S, input: unknown) => {
  const first = Schema.decodeUnknownSync(schema)(input)
  const encoded = Schema.encodeSync(schema)(first)
  return { first, encoded, second: Schema.decodeUnknownSync(schema)(encoded) }
}

/** The readable failure (TreeFormatter); throws if decoding succeeds. */
export const failure = (schema: AnySchema, input: unknown): string => {
  const result = Schema.decodeUnknownEither(schema)(input, { errors: "all" })
  if (Either.isRight(result)) throw new Error(`expected a failure, decoded ${JSON.stringify(result.right)}`)
  return ParseResult.TreeFormatter.formatErrorSync(result.left)
}

/** Failure messages with their paths (ArrayFormatter). */
export const issues = (schema: AnySchema, input: unknown) => {
  const result = Schema.decodeUnknownEither(schema)(input, { errors: "all" })
  if (Either.isRight(result)) throw new Error(`expected a failure, decoded ${JSON.stringify(result.right)}`)
  return ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => ({ path: i.path, message: i.message }))
}
