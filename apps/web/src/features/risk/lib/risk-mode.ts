// The Risk Register in waterfall or agile mode (agile.md §2 Agile Risk Register): the same screen and
// calls, with the context drawn from the Agile Scope and the agile plan rule (§1 paid plans only).
import { CONTEXT_FROM_SCOPE, NO_SCOPE_FOR_CONTEXT } from "../data/risk-texts"

export type RiskMode = "waterfall" | "agile"

export interface RiskModeTexts {
  readonly eyebrow: string
  readonly refreshLabel: string
  readonly contextLead: string
  readonly noScope: string
  readonly fromScope: string
}

export const RISK_MODE_TEXTS: Readonly<Record<RiskMode, RiskModeTexts>> = {
  waterfall: {
    eyebrow: "Waterfall · Risk Register",
    refreshLabel: "Refresh from Scope",
    contextLead: "Describe the project, or pull the saved scope in. The AI drafts the register from this text.",
    noScope: NO_SCOPE_FOR_CONTEXT,
    fromScope: CONTEXT_FROM_SCOPE
  },
  agile: {
    eyebrow: "Agile · Risk Register",
    refreshLabel: "Refresh from Agile Scope",
    contextLead: "Describe the product, or pull the Agile Scope in. The AI drafts the register from this text.",
    noScope: "No Agile Scope found for this project. Build the Agile Scope first, or describe the product here.",
    fromScope: "Project Context refreshed from the Agile Scope."
  }
}
