// Prepared statements for PGlite. PGlite's own `query` parses, describes and plans every statement on
// every call (six protocol calls into the WebAssembly backend); the repositories run a fixed set of
// statement texts, so each is parsed once under a name and later calls only bind and execute it.
import { parse as results, protocol, type PGlite } from "@electric-sql/pglite"

const { serialize } = protocol

/** More distinct texts than this (none of ours come close) run unnamed rather than grow the cache. */
const MAX_PREPARED = 500

interface Prepared {
  readonly name: string
  readonly paramTypes: ReadonlyArray<number>
}

const concat = (parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

export type StatementRunner = <T>(text: string, params: ReadonlyArray<unknown>) => Promise<Array<T>>

/**
 * Runs one statement with parameters on `db`. The caller holds PGlite's locks (outside a transaction
 * both, inside one the query lock), exactly as PGlite's own `query` does.
 */
export const makeStatementRunner = (db: PGlite): StatementRunner => {
  const prepared = new Map<string, Prepared>()

  const describe = async (name: string, text: string): Promise<Prepared> => {
    const { messages } = await db.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]))
    const description = messages.find((m) => m.name === "parameterDescription") as { dataTypeIDs?: ReadonlyArray<number> } | undefined
    return { name, paramTypes: description?.dataTypeIDs ?? [] }
  }

  const statementFor = async (text: string): Promise<Prepared> => {
    const known = prepared.get(text)
    if (known) return known
    if (prepared.size >= MAX_PREPARED) return describe("", text)
    const statement = await describe(`initpack_${prepared.size + 1}`, text)
    prepared.set(text, statement)
    return statement
  }

  // the same text form PGlite's own query sends: its serializer for the described type, else toString
  const serializeValue = (value: unknown, type: number | undefined): string | null => {
    if (value === null || value === undefined) return null
    const serializer = type === undefined ? undefined : db.serializers[type]
    return serializer ? serializer(value) : String(value)
  }

  return async <T>(text: string, params: ReadonlyArray<unknown>): Promise<Array<T>> => {
    const statement = await statementFor(text)
    const values = params.map((value, i) => serializeValue(value, statement.paramTypes[i]))
    const { messages } = await db.execProtocol(
      concat([serialize.bind({ statement: statement.name, values: values as Array<string> }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()])
    )
    return (results.parseResults(messages, db.parsers)[0]?.rows ?? []) as Array<T>
  }
}
