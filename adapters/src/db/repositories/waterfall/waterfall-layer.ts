import * as Layer from "effect/Layer"
import * as Scope from "./scope-repository"
import * as Risks from "./risk-repository"
import * as Stakeholders from "./stakeholder-repository"
import * as Comms from "./comms-repository"
import * as Wbs from "./wbs-repository"
import * as Summaries from "./execution-summary-repository"
import * as Budgets from "./budget-repository"
import * as Usage from "./project-usage-repository"
import * as Forecast from "../forecast/forecast-repository"
import * as LineProvenance from "../pack/line-provenance-repository"

/** Every waterfall-module repository over one SqlClient (with the forecast edits, docs/forecast.md) and the saved provenance of drafted lines (issue 35). */
export const layer = Layer.mergeAll(Scope.layer, Risks.layer, Stakeholders.layer, Comms.layer, Wbs.layer, Summaries.layer, Budgets.layer, Usage.layer, Forecast.layer, LineProvenance.layer)
