import type { ProjectArtefacts } from "./artefacts"
import { buildAgileOverview } from "./build-agile-overview"
import { buildAgileRoadmapPlan } from "./build-agile-roadmap-plan"
import { buildBudgetSummary } from "./build-budget-summary"
import { buildCommsPlan } from "./build-comms-plan"
import { buildLeanBusinessCase } from "./build-lean-business-case"
import { buildPid } from "./build-pid"
import { buildRaid } from "./build-raid"
import { buildSow } from "./build-sow"
import { buildStakeholdersRaci } from "./build-stakeholders-raci"
import { documentTitle, TEMPLATE_VERSION } from "./catalog"
import type { Block, DocumentKind, ReportDocument } from "./model"

/** What the caller supplies beside the artefacts: the clock reading and the hash of the document's sources. */
export interface DocumentStamp {
  readonly generatedAt: string
  readonly sourceHash: string
}

const BUILDERS: Record<DocumentKind, (a: ProjectArtefacts) => ReadonlyArray<Block>> = {
  pid: buildPid,
  stakeholders_raci: buildStakeholdersRaci,
  raid: buildRaid,
  budget_summary: buildBudgetSummary,
  comms_plan: buildCommsPlan,
  agile_overview: buildAgileOverview,
  agile_roadmap_plan: buildAgileRoadmapPlan,
  lean_business_case: buildLeanBusinessCase,
  sow: buildSow
}

/** Pure: same artefacts and stamp, same document. Missing artefacts give short lines, never an error. */
export const buildDocument = (kind: DocumentKind, artefacts: ProjectArtefacts, stamp: DocumentStamp): ReportDocument => ({
  kind,
  method: artefacts.project.method,
  title: documentTitle(kind, artefacts.project.method),
  projectName: artefacts.project.name,
  meta: { generated_at: stamp.generatedAt, template_version: TEMPLATE_VERSION, source_hash: stamp.sourceHash },
  blocks: BUILDERS[kind](artefacts)
})
