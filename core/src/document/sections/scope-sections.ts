import type { ScopeItemLike, WaterfallScopeInput } from "../artefacts"
import { effectiveBackground } from "../../rules/scope/background-answer"
import { bullets, col, missing, paragraph, table, type Block } from "../model"
import { itemLines, itemRationale, itemTitle, namedItems, text } from "../read-items"

type Opt<T> = T | null | undefined

export const NO_SCOPE = "No scope has been drafted yet."

/** The saved or drafted background, else the PM's answer to the set-up's background question (issue 37). */
export const backgroundText = (scope: Opt<WaterfallScopeInput>): string => {
  const bg = scope?.background
  return effectiveBackground(typeof bg === "string" ? bg : text(bg?.text), scope?.clarification_answers)
}

/** Paragraphs of a multi-line text; blank lines separate paragraphs. */
export const paragraphsOf = (value: string): ReadonlyArray<Block> =>
  value
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter((p) => p !== "")
    .map((p) => paragraph(p))

export const textOrMissing = (value: string, missingLine: string): ReadonlyArray<Block> =>
  value === "" ? [missing(missingLine)] : paragraphsOf(value)

export const listOrMissing = (items: Opt<ReadonlyArray<ScopeItemLike>>, missingLine: string): ReadonlyArray<Block> => {
  const lines = itemLines(items)
  return lines.length === 0 ? [missing(missingLine)] : [bullets(lines)]
}

export const kpiText = (item: ScopeItemLike): string =>
  typeof item === "string"
    ? ""
    : (item.kpis ?? [])
        .filter((k) => text(k.metric) !== "")
        .map((k) => (text(k.target) === "" ? text(k.metric) : `${text(k.metric)}: ${text(k.target)}`))
        .join("; ")

export const goalsTable = (goals: Opt<ReadonlyArray<ScopeItemLike>>): ReadonlyArray<Block> => {
  const named = namedItems(goals)
  if (named.length === 0) return [missing("No goals have been drafted yet.")]
  return [
    table(
      [col("Goal", 2), col("Rationale", 3), col("KPIs (metric: target)", 3)],
      named.map((g) => [itemTitle(g), itemRationale(g), kpiText(g) || "-"])
    )
  ]
}

export const itemsTable = (
  items: Opt<ReadonlyArray<ScopeItemLike>>,
  headers: readonly [string, string],
  missingLine: string
): ReadonlyArray<Block> => {
  const named = namedItems(items)
  if (named.length === 0) return [missing(missingLine)]
  return [table([col(headers[0], 2), col(headers[1], 3)], named.map((i) => [itemTitle(i), itemRationale(i)]))]
}
