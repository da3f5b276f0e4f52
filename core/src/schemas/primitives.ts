import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"

/** Free text; missing or null decodes to "". */
export const Text = Schema.optionalWith(Schema.String, { default: () => "", nullable: true })

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

const TimestampString = Schema.String.pipe(
  Schema.filter((s) => !Number.isNaN(Date.parse(s)), {
    message: () => "Expected a date-time (ISO 8601)"
  })
)

/**
 * A point in time as an ISO 8601 string. Also accepts a Date (SQL drivers) or epoch milliseconds;
 * both decode to the ISO string.
 */
export const Timestamp = Schema.Union(
  TimestampString,
  Schema.transform(Schema.DateFromSelf.pipe(Schema.filter((d) => !Number.isNaN(d.getTime()))), Schema.String, {
    strict: true,
    decode: isoOf,
    encode: (s) => new Date(s)
  }),
  Schema.transform(Schema.Number.pipe(Schema.filter(Number.isFinite)), Schema.String, {
    strict: true,
    decode: (n) => isoOf(new Date(n)),
    encode: (s) => Date.parse(s)
  })
).annotations({
  message: () => "Expected a date-time (ISO 8601)",
  jsonSchema: { type: "string", format: "date-time" }
})

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

const CalendarDateString = Schema.String.pipe(
  Schema.filter((s) => CALENDAR_DATE.test(s) && !Number.isNaN(Date.parse(s)), {
    message: () => "Expected a date as YYYY-MM-DD"
  })
)

/** A calendar date "YYYY-MM-DD". Also accepts a Date or an ISO date-time (date part kept). */
export const CalendarDate = Schema.Union(
  CalendarDateString,
  Schema.transformOrFail(Schema.Union(Schema.DateFromSelf, Schema.String), CalendarDateString, {
    strict: true,
    decode: (u, _, ast) => {
      const d = typeof u === "string" ? new Date(u) : u
      return Number.isNaN(d.getTime())
        ? ParseResult.fail(new ParseResult.Type(ast, u, "Expected a date as YYYY-MM-DD"))
        : ParseResult.succeed(isoOf(d).slice(0, 10))
    },
    encode: ParseResult.succeed
  })
).annotations({
  message: () => "Expected a date as YYYY-MM-DD",
  jsonSchema: { type: "string", format: "date" }
})

const TRUE_WORDS = ["true", "yes", "y", "x", "1", "on"]
const FALSE_WORDS = ["false", "no", "n", "0", "off", ""]

/** A boolean; also accepts 0/1 and yes/no/true/false/x words (CSV, forms, AI output). */
export const Booleanish = Schema.Union(
  Schema.Boolean,
  Schema.transformOrFail(Schema.Union(Schema.String, Schema.Number), Schema.Boolean, {
    strict: true,
    decode: (u, _, ast) => {
      const w = String(u).trim().toLowerCase()
      if (TRUE_WORDS.includes(w)) return ParseResult.succeed(true)
      if (FALSE_WORDS.includes(w)) return ParseResult.succeed(false)
      return ParseResult.fail(new ParseResult.Type(ast, u, `Expected true or false, got ${JSON.stringify(u)}`))
    },
    encode: (b) => ParseResult.succeed(b ? "true" : "false")
  })
).annotations({ jsonSchema: { type: "boolean" } })

/** A boolean flag; missing or null decodes to false. */
export const Flag = Schema.optionalWith(Booleanish, { default: () => false, nullable: true })

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
export const LinesField = Schema.optionalWith(Lines, { default: () => [] })

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

/** "" and null decode to null; any other value decodes with `schema`. */
export const blankAsNull = <S extends Schema.Schema.Any>(schema: S) =>
  Schema.Union(
    Schema.Null,
    Schema.transform(Schema.Literal(""), Schema.Null, { strict: true, decode: () => null, encode: () => "" as const }),
    schema
  )

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
