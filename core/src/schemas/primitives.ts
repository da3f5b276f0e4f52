import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"

const isNullish = (u: unknown): boolean => u === null || u === undefined

/**
 * An optional property: missing, null or undefined decode to `dflt()`; any other value decodes
 * with `schema` (errors come straight from `schema`, without union noise).
 */
export const withDefault = <A, I>(schema: Schema.Schema<A, I, never>, dflt: () => NoInfer<A>) =>
  Schema.optionalWith(
    Schema.transformOrFail(Schema.Unknown, Schema.typeSchema(schema), {
      strict: true,
      decode: (u, options) => (isNullish(u) ? ParseResult.succeed(dflt()) : ParseResult.decodeUnknown(schema)(u, options)),
      encode: (a, options) => ParseResult.encodeUnknown(schema)(a, options)
    }).annotations({ [AST.SurrogateAnnotationId]: schema.ast }),
    { exact: true, default: dflt }
  )

/**
 * An optional nullable property: missing, null or undefined (and, with `blankIsNull`, a blank
 * string) decode to null; any other value decodes with `schema`.
 */
export const nullable = <A, I>(schema: Schema.Schema<A, I, never>, options?: { readonly blankIsNull?: boolean }) => {
  const isEmpty = (u: unknown) =>
    isNullish(u) || (options?.blankIsNull === true && typeof u === "string" && u.trim().length === 0)
  return Schema.optionalWith(
    Schema.transformOrFail(Schema.Unknown, Schema.NullOr(Schema.typeSchema(schema)), {
      strict: true,
      decode: (u, parseOptions) =>
        isEmpty(u) ? ParseResult.succeed(null) : ParseResult.decodeUnknown(schema)(u, parseOptions),
      encode: (a, parseOptions) =>
        a === null ? ParseResult.succeed(null) : ParseResult.encodeUnknown(schema)(a, parseOptions)
    }).annotations({ [AST.SurrogateAnnotationId]: Schema.NullOr(schema).ast }),
    { exact: true, default: () => null }
  )
}

/** An optional property with no default (absent stays absent). */
export const optional = <S extends Schema.Schema.Any>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** Free text; missing or null decodes to "". */
export const Text = withDefault(Schema.String, () => "")

/** A number, also accepted as a numeric string (form fields, query strings, SQL numeric columns). */
export const NumberLike = Schema.Union(
  Schema.Number,
  Schema.NumberFromString.annotations({ message: () => "Expected a number" })
).annotations({ message: () => "Expected a number", jsonSchema: { type: "number" } })

export const FiniteNumber = NumberLike.pipe(
  Schema.filter((n) => Number.isFinite(n), { message: () => "Expected a finite number", jsonSchema: { type: "number" } })
)

/** A whole number in [min, max], with one readable message for every failure. */
export const intBetween = (min: number, max: number, message: string) =>
  NumberLike.pipe(
    Schema.filter((n) => Number.isInteger(n) && n >= min && n <= max, {
      message: () => message,
      jsonSchema: { type: "integer", minimum: min, maximum: max }
    })
  )

/** A number >= min (not necessarily whole). */
export const numberAtLeast = (min: number, message: string) =>
  NumberLike.pipe(
    Schema.filter((n) => Number.isFinite(n) && n >= min, {
      message: () => message,
      jsonSchema: { type: "number", minimum: min }
    })
  )

export const NonNegativeInt = intBetween(0, Number.MAX_SAFE_INTEGER, "Expected a whole number of at least 0")

/** Database identifier: a whole number >= 0 (numeric strings accepted). */
export const Id = intBetween(0, Number.MAX_SAFE_INTEGER, "Expected an id (a whole number of at least 0)")

/** Trimmed text that must not be blank. */
export const requiredText = (message: string) =>
  Schema.Trim.pipe(Schema.filter((s) => s.length > 0, { message: () => message }))

const isoOf = (d: Date) => d.toISOString()

const TIMESTAMP_MESSAGE = "Expected a date-time (ISO 8601)"
const CALENDAR_DATE_MESSAGE = "Expected a date as YYYY-MM-DD"
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

const toDate = (u: string | number | Date): Date | undefined => {
  const d = u instanceof Date ? u : typeof u === "number" ? new Date(u) : new Date(u.trim())
  return Number.isNaN(d.getTime()) ? undefined : d
}

const DateInput = Schema.Union(Schema.String, Schema.Number, Schema.DateFromSelf)

/**
 * A point in time as an ISO 8601 string. Also accepts a Date (SQL drivers) or epoch milliseconds;
 * a parseable string is kept as sent, Dates and numbers become ISO strings.
 */
export const Timestamp = Schema.transformOrFail(DateInput, Schema.String, {
  strict: true,
  decode: (u, _, ast) => {
    const d = toDate(u)
    if (d === undefined || (typeof u === "string" && u.trim().length === 0)) {
      return ParseResult.fail(new ParseResult.Type(ast, u, TIMESTAMP_MESSAGE))
    }
    return ParseResult.succeed(typeof u === "string" ? u.trim() : isoOf(d))
  },
  encode: ParseResult.succeed
}).annotations({ message: () => TIMESTAMP_MESSAGE, jsonSchema: { type: "string", format: "date-time" } })

/** A calendar date "YYYY-MM-DD". Also accepts a Date or an ISO date-time (its UTC date is kept). */
export const CalendarDate = Schema.transformOrFail(DateInput, Schema.String, {
  strict: true,
  decode: (u, _, ast) => {
    if (typeof u === "string" && CALENDAR_DATE.test(u.trim())) {
      return toDate(u) === undefined
        ? ParseResult.fail(new ParseResult.Type(ast, u, CALENDAR_DATE_MESSAGE))
        : ParseResult.succeed(u.trim())
    }
    const d = typeof u === "string" && !/^\d{4}-\d{2}-\d{2}T/.test(u.trim()) ? undefined : toDate(u)
    return d === undefined
      ? ParseResult.fail(new ParseResult.Type(ast, u, CALENDAR_DATE_MESSAGE))
      : ParseResult.succeed(isoOf(d).slice(0, 10))
  },
  encode: ParseResult.succeed
}).annotations({ message: () => CALENDAR_DATE_MESSAGE, jsonSchema: { type: "string", format: "date" } })

const TRUE_WORDS = ["true", "yes", "y", "x", "1", "on"]
const FALSE_WORDS = ["false", "no", "n", "0", "off", ""]

/** A boolean; also accepts 0/1 and yes/no/true/false/x words (CSV, forms, AI output). */
export const Booleanish = Schema.transformOrFail(
  Schema.Union(Schema.Boolean, Schema.String, Schema.Number),
  Schema.Boolean,
  {
    strict: true,
    decode: (u, _, ast) => {
      if (typeof u === "boolean") return ParseResult.succeed(u)
      const w = String(u).trim().toLowerCase()
      if (TRUE_WORDS.includes(w)) return ParseResult.succeed(true)
      if (FALSE_WORDS.includes(w)) return ParseResult.succeed(false)
      return ParseResult.fail(new ParseResult.Type(ast, u, `Expected true or false, got ${JSON.stringify(u)}`))
    },
    encode: ParseResult.succeed
  }
).annotations({ jsonSchema: { type: "boolean" } })

/** A boolean flag; missing or null decodes to false. */
export const Flag = withDefault(Booleanish, () => false)

const splitLines = (s: string): ReadonlyArray<string> => s.split(/\r?\n/)

/**
 * A list of non-blank trimmed lines. Accepts a list of strings or one newline-separated string;
 * blank lines are dropped.
 */
export const Lines = Schema.transform(
  Schema.Union(Schema.Array(Schema.NullOr(Schema.String)), Schema.String, Schema.Null),
  Schema.Array(Schema.String),
  {
    strict: true,
    decode: (u) =>
      (u === null ? [] : typeof u === "string" ? splitLines(u) : u)
        .map((line) => (line ?? "").trim())
        .filter((line) => line.length > 0),
    encode: (lines) => lines
  }
).annotations({ jsonSchema: { type: "array", items: { type: "string" } } })

/** A Lines field that may be missing (decodes to []). */
export const LinesField = withDefault(Lines, () => [])

/**
 * Resource text: plain text, a comma-separated role list, or JSON of roles. A structured value
 * (array or object) is stored as its JSON text.
 */
export const ResourceText = Schema.Union(
  Schema.String,
  Schema.transform(
    Schema.Union(Schema.Array(Schema.Unknown), Schema.Record({ key: Schema.String, value: Schema.Unknown })),
    Schema.String,
    { strict: true, decode: (u) => JSON.stringify(u), encode: (s) => JSON.parse(s) as ReadonlyArray<unknown> }
  )
).annotations({ jsonSchema: { type: "string" } })

const normaliseWord = (s: string) => s.toLowerCase().replace(/[\s_\-/]+/g, "")

/**
 * A fixed list of string values, matched without regard to case, spaces, underscores, hyphens or
 * slashes ("in progress" -> "in_progress", "very high" -> "Very High"); yields the listed spelling.
 */
export const looseLiteral = <const L extends readonly [string, ...Array<string>]>(values: L) =>
  Schema.transformOrFail(Schema.String, Schema.Literal(...values), {
    strict: true,
    decode: (s, _, ast) => {
      const hit = values.find((v) => normaliseWord(v) === normaliseWord(s))
      return hit === undefined
        ? ParseResult.fail(
            new ParseResult.Type(ast, s, `Expected one of ${values.map((v) => JSON.stringify(v)).join(", ")}; got ${JSON.stringify(s)}`)
          )
        : ParseResult.succeed(hit as L[number])
    },
    encode: ParseResult.succeed
  }).annotations({ jsonSchema: { type: "string", enum: [...values] } })

/**
 * A list whose blank entries are dropped before the entries are decoded (e.g. scope items with an
 * empty title). `null` decodes to []. JSON Schema generation uses the plain list.
 */
export const droppingBlank = <S extends Schema.Schema.Any>(item: S, isBlank: (u: unknown) => boolean) => {
  const list = Schema.Array(item)
  return Schema.transform<typeof list, Schema.Union<[Schema.Array$<typeof Schema.Unknown>, typeof Schema.Null]>>(
    Schema.Union(Schema.Array(Schema.Unknown), Schema.Null),
    list,
    {
      strict: false,
      decode: (u) => (u === null ? [] : u.filter((x) => !isBlank(x))),
      encode: (items) => items
    }
  ).annotations({ [AST.SurrogateAnnotationId]: list.ast })
}

/** True for undefined, null, or a string that is empty once trimmed. */
export const isBlankText = (u: unknown): boolean =>
  u === undefined || u === null || (typeof u === "string" && u.trim().length === 0)

/**
 * A list of non-blank trimmed strings. Accepts a list or one string split on commas or newlines
 * (e.g. persona pains, NFR tags).
 */
export const CommaList = Schema.transform(
  Schema.Union(Schema.Array(Schema.NullOr(Schema.String)), Schema.String, Schema.Null),
  Schema.Array(Schema.String),
  {
    strict: true,
    decode: (u) =>
      (u === null ? [] : typeof u === "string" ? u.split(/[,\r\n]/) : u)
        .map((s) => (s ?? "").trim())
        .filter((s) => s.length > 0),
    encode: (list) => list
  }
).annotations({ jsonSchema: { type: "array", items: { type: "string" } } })
