import type { RiskDraft } from "../../drafting/common"
import type { NewRiskRecord } from "../../ports/waterfall/risk-repository"

export const DEFAULT_RISK_STATUS = "Open"

/** Drafted risks as rows of the project's register. */
export const draftedRiskRecords = (projectId: number, drafts: ReadonlyArray<RiskDraft>, source: string, at: Date): Array<NewRiskRecord> =>
  drafts.map((d) => ({
    projectId,
    title: d.title.trim(),
    description: d.description,
    category: d.category,
    likelihood: d.likelihood,
    impact: d.impact,
    mitigation: d.mitigation,
    contingency: d.contingency,
    status: DEFAULT_RISK_STATUS,
    source,
    createdAt: at
  }))
