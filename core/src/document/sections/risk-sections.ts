import type { RiskInput } from "../artefacts"
import { chart, col, missing, table, type Block } from "../model"
import { text } from "../read-items"
import { riskHeatMap } from "../../rules/risk/risk-heat-map"
import { riskRag } from "../../rules/risk/risk-rag"
import { toScaleLabel } from "../../rules/risk/risk-scale"
import { topRisks } from "../../rules/risk/top-risks"

type Opt<T> = T | null | undefined

export const NO_RISKS = "No risk register has been drafted yet."

export const namedRisks = (list: Opt<ReadonlyArray<RiskInput>>) =>
  (list ?? [])
    .filter((r) => text(r.title) !== "")
    .map((r) => ({ ...r, title: text(r.title), likelihood: r.likelihood, impact: r.impact }))

type NamedRisk = ReturnType<typeof namedRisks>[number]

const scale = (v: Opt<number | string>): string => toScaleLabel(v) ?? text(v)
const rag = (r: NamedRisk): string => {
  const rated = riskRag(r)
  return rated === undefined ? "-" : `${rated.label} (${rated.score})`
}

export const heatMap = (risks: ReadonlyArray<NamedRisk>): Block =>
  chart({ _tag: "RiskHeatMap", counts: riskHeatMap(risks) }, "Risk heat map: likelihood x impact (counts)")

/** Full register, highest RAG first. */
export const riskTable = (list: Opt<ReadonlyArray<RiskInput>>): ReadonlyArray<Block> => {
  const risks = namedRisks(list)
  if (risks.length === 0) return [missing(NO_RISKS)]
  return [
    table(
      [col("Risk", 4), col("Category", 2), col("Likelihood", 2), col("Impact", 2), col("RAG", 2), col("Mitigation", 4), col("Status", 1.5)],
      topRisks(risks).map((r) => [
        text(r.description) === "" ? r.title : `${r.title}: ${text(r.description)}`,
        text(r.category) || "Uncategorized",
        scale(r.likelihood),
        scale(r.impact),
        rag(r),
        text(r.mitigation),
        text(r.status) || "Open"
      ])
    ),
    heatMap(risks)
  ]
}

/** The `limit` highest risks with the heat map of all risks. */
export const topRiskTable = (list: Opt<ReadonlyArray<RiskInput>>, limit: number, withHeatMap: boolean): ReadonlyArray<Block> => {
  const risks = namedRisks(list)
  if (risks.length === 0) return [missing(NO_RISKS)]
  return [
    table(
      [col("Risk", 3), col("RAG", 2), col("Mitigation", 5)],
      topRisks(risks, limit).map((r) => [r.title, rag(r), text(r.mitigation)])
    ),
    ...(withHeatMap ? [heatMap(risks)] : [])
  ]
}
