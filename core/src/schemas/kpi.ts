import * as Schema from "effect/Schema"
import { readAliased, withAliases } from "./aliases"
import { droppingBlank, Flag, isBlankText, requiredText, withDefault } from "./primitives"

export const KPI_ALIASES = { metric: ["name", "kpi"] } as const

/** A goal's KPI (waterfall.md §3). De-duplication by metric is a rule, not done here. */
export const Kpi = withAliases(
  "Kpi",
  Schema.Struct({
    metric: requiredText("KPI metric is required."),
    target: withDefault(Schema.String, () => ""),
    recommended: Flag
  }),
  KPI_ALIASES
)
export type Kpi = typeof Kpi.Type

/** A KPI list; entries with a blank metric are dropped. */
export const Kpis = droppingBlank(Kpi, (u) => isBlankText(readAliased(u, "metric", KPI_ALIASES)))
export type Kpis = typeof Kpis.Type
