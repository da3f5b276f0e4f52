import type { CommsPlanInput } from "../artefacts"
import { bullets, col, heading, missing, table, type Block } from "../model"
import { nonEmpty, text } from "../read-items"

type Opt<T> = T | null | undefined

export const NO_COMMS = "No communications plan has been drafted yet."

export const hasComms = (c: Opt<CommsPlanInput>): c is CommsPlanInput =>
  c != null &&
  (nonEmpty(c.objectives) || nonEmpty(c.channels) || nonEmpty(c.key_messages) || nonEmpty(c.audiences) || nonEmpty(c.governance) || nonEmpty(c.risks_mitigations))

const rowsOr = (title: string, rows: ReadonlyArray<ReadonlyArray<string>>, build: () => Block, level: 1 | 2 | 3): ReadonlyArray<Block> =>
  rows.length === 0 ? [] : [heading(level, title), build()]

/** Channels table only (for the PID summary). */
export const channelsTable = (c: CommsPlanInput): ReadonlyArray<Block> => {
  const rows = (c.channels ?? []).map((ch) => [text(ch.channel), text(ch.purpose), text(ch.cadence), text(ch.owner)])
  return rows.length === 0 ? [] : [table([col("Channel", 2), col("Purpose", 4), col("Cadence", 2), col("Owner", 2)], rows)]
}

/** The whole short plan (waterfall.md §2 Short Communications Plan sections). */
export const commsSections = (c: Opt<CommsPlanInput>, level: 1 | 2 | 3): ReadonlyArray<Block> => {
  if (!hasComms(c)) return [missing(NO_COMMS)]
  const objectives = (c.objectives ?? []).map((o) => text(o)).filter((o) => o !== "")
  const messages = (c.key_messages ?? []).map((m) => [text(m.audience), text(m.message), text(m.cta), text(m.spokesperson)])
  const audiences = (c.audiences ?? []).map((a) => [text(a.segment), text(a.who)])
  const governance = (c.governance ?? []).map((g) => [text(g.forum), text(g.cadence), text(g.participants), text(g.purpose)])
  const risks = (c.risks_mitigations ?? []).map((r) => [text(r.risk), text(r.mitigation)])
  const channels = channelsTable(c)
  return [
    ...(objectives.length === 0 ? [] : [heading(level, "Objectives"), bullets(objectives)]),
    ...(channels.length === 0 ? [] : [heading(level, "Channels & Cadence"), ...channels]),
    ...rowsOr("Key Messages", messages, () => table([col("Audience", 2), col("Message", 4), col("Call to action", 2), col("Spokesperson", 2)], messages), level),
    ...rowsOr("Audiences", audiences, () => table([col("Segment", 1), col("Who", 2)], audiences), level),
    ...rowsOr("Governance", governance, () => table([col("Forum", 2), col("Cadence", 2), col("Participants", 3), col("Purpose", 3)], governance), level),
    ...rowsOr("Risks & Mitigations", risks, () => table([col("Risk", 1), col("Mitigation", 1)], risks), level)
  ]
}
