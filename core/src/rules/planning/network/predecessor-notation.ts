import * as Data from "effect/Data"
import * as Either from "effect/Either"
import { isLinkType, type LinkType } from "./task-link"

/** One entry of a Predecessors cell: the task's number (1, 2.3), the link type and the lag in working days. */
export interface PredecessorEntry {
  readonly ref: string
  readonly type: LinkType
  readonly lag: number
}

export class InvalidPredecessors extends Data.TaggedError("InvalidPredecessors")<{ readonly entry: string }> {
  override get message() {
    return `Predecessors must read like 3FS+2d, 5SS, 7 (task number, optional FS/SS/FF/SF, optional lag in days or weeks); "${this.entry}" does not`
  }
}

// 3, 3FS, 3ss+2d, 1.2FF-1 day, 4SF+1w; a week is 5 working days
const ENTRY = /^(\d+(?:\.\d+)*)\s*(?:(FS|SS|FF|SF)\s*(?:([+-])\s*(\d+)\s*(d|days?|w|wks?|weeks?)?)?)?$/i
const UNIT_DAYS: Record<string, number> = { d: 1, day: 1, days: 1, w: 5, wk: 5, wks: 5, week: 5, weeks: 5 }

/** Parses a Predecessors cell as MS Project writes it (`3FS+2d, 5SS, 7`; `;` also separates). Empty: no links. */
export const parsePredecessors = (text: string): Either.Either<Array<PredecessorEntry>, InvalidPredecessors> => {
  const out: Array<PredecessorEntry> = []
  for (const raw of text.split(/[,;]/)) {
    const entry = raw.trim()
    if (entry === "") continue
    const m = ENTRY.exec(entry)
    if (m === null) return Either.left(new InvalidPredecessors({ entry }))
    const type = (m[2] ?? "FS").toUpperCase()
    if (!isLinkType(type)) return Either.left(new InvalidPredecessors({ entry }))
    const size = m[4] === undefined ? 0 : Number(m[4]) * UNIT_DAYS[(m[5] ?? "d").toLowerCase()]!
    if (!Number.isSafeInteger(size) || size > 100_000) return Either.left(new InvalidPredecessors({ entry }))
    out.push({ ref: m[1]!, type, lag: m[3] === "-" ? -size : size })
  }
  return Either.right(out)
}

/** One entry as MS Project prints it: `7` for FS without lag, else `3FS+2d`, `5SS`, `4FF-1d`. */
export const formatPredecessor = (e: PredecessorEntry): string =>
  e.type === "FS" && e.lag === 0 ? e.ref : `${e.ref}${e.type}${e.lag === 0 ? "" : `${e.lag > 0 ? "+" : "-"}${Math.abs(e.lag)}d`}`

export const formatPredecessors = (entries: ReadonlyArray<PredecessorEntry>): string => entries.map(formatPredecessor).join(", ")
