// The shapes of a knowledge pack and the two helpers that write its rows, shared by every pack file.
import type { RiskCategory } from "@initpack/core/drafting/common"
import type { TaskTemplate } from "./stage-templates"

export type PackStage = "Design" | "Build and Test" | "Transition and Go-Live" | "Closing a Project"

export interface PackRisk {
  readonly category: RiskCategory
  readonly title: string
  readonly description: string
  readonly likelihood: 1 | 2 | 3 | 4 | 5
  readonly impact: 1 | 2 | 3 | 4 | 5
  readonly mitigation: string
  readonly contingency: string
}

/** A pack's task; `when` limits it to briefs that say so, `late` puts it after the brief's own steps of the stage. */
export interface PackTask extends TaskTemplate {
  readonly when?: RegExp
  readonly late?: boolean
}

export interface TopicPack {
  readonly id: string
  readonly label: string
  /** Lower-case stems matched as whole words or word starts ("vaccin" ~ "vaccination"). */
  readonly keywords: ReadonlyArray<string>
  /** Words that say the brief is about something else the keywords also fit (a "vehicle ferry" is no road fleet). */
  readonly unless?: RegExp
  /** Words without which the keywords are incidental (chargers and a grid connection make no field roll-out). */
  readonly requires?: RegExp
  readonly tasks: Partial<Record<PackStage, ReadonlyArray<PackTask>>>
  readonly risks: ReadonlyArray<PackRisk>
}

export const t = (task: string, days: number, resource: string, opts: { when?: RegExp; late?: boolean } = {}): PackTask => ({ task, days, resource, ...opts })
export const r = (category: RiskCategory, title: string, description: string, likelihood: PackRisk["likelihood"], impact: PackRisk["impact"], mitigation: string, contingency: string): PackRisk => ({
  category,
  title,
  description,
  likelihood,
  impact,
  mitigation,
  contingency
})

