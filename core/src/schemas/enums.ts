import * as Schema from "effect/Schema"

// Fixed lists from spec/waterfall.md §9, spec/agile.md §3-§9 and spec/platform.md §3-§9.
// Each list is a readonly tuple plus a strict Schema.Literal; entity schemas decode them leniently
// (case and spacing ignored) through `looseLiteral` in ./primitives.

/** waterfall.md §9, agile.md §9 */
export const RISK_CATEGORIES = [
  "Technical",
  "Vendor",
  "Schedule",
  "Cost",
  "Compliance",
  "Security",
  "Operational",
  "Change/People",
  "Uncategorized"
] as const
export const RiskCategory = Schema.Literal(...RISK_CATEGORIES)
export type RiskCategory = typeof RiskCategory.Type

/** Likelihood and impact scale, worth 1 to 5 (waterfall.md §9). */
export const RISK_LEVELS = ["Very Low", "Low", "Medium", "High", "Very High"] as const
export const RiskLevel = Schema.Literal(...RISK_LEVELS)
export type RiskLevel = typeof RiskLevel.Type
export type RiskLevelValue = 1 | 2 | 3 | 4 | 5

export const RISK_LEVEL_VALUE: Readonly<Record<RiskLevel, RiskLevelValue>> = {
  "Very Low": 1,
  Low: 2,
  Medium: 3,
  High: 4,
  "Very High": 5
}
export const RISK_LEVEL_BY_VALUE: Readonly<Record<RiskLevelValue, RiskLevel>> = {
  1: "Very Low",
  2: "Low",
  3: "Medium",
  4: "High",
  5: "Very High"
}

/** New risk defaults: Technical, Medium, Medium (waterfall.md §9). */
export const DEFAULT_RISK_CATEGORY: RiskCategory = "Technical"
export const DEFAULT_RISK_LEVEL: RiskLevel = "Medium"

/** waterfall.md §9 */
export const STAKEHOLDER_ATTITUDES = ["Very Negative", "Negative", "Neutral", "Positive", "Very Positive"] as const
export const StakeholderAttitude = Schema.Literal(...STAKEHOLDER_ATTITUDES)
export type StakeholderAttitude = typeof StakeholderAttitude.Type
export const DEFAULT_ATTITUDE: StakeholderAttitude = "Neutral"

/** Governance roles, not access roles (waterfall.md §9). */
export const BOARD_ROLES = [
  "Project Sponsor",
  "Project Manager",
  "Program Manager",
  "Delivery Manager",
  "Project Coordinator",
  "Senior Supplier",
  "Senior User",
  "Business Owner",
  "Product Owner",
  "Solution Architect",
  "Technical Lead",
  "Change Manager",
  "Communications",
  "Security Lead",
  "Procurement Lead",
  "Test Manager",
  "Other"
] as const
export const BoardRole = Schema.Literal(...BOARD_ROLES)
export type BoardRole = typeof BoardRole.Type

export const INTERNAL_EXTERNAL = ["Internal", "External"] as const
export const InternalExternal = Schema.Literal(...INTERNAL_EXTERNAL)
export type InternalExternal = typeof InternalExternal.Type

/** waterfall.md §9 */
export const PROCUREMENT_OPTIONS = ["None", "Hardware", "Software", "Both"] as const
export const Procurement = Schema.Literal(...PROCUREMENT_OPTIONS)
export type Procurement = typeof Procurement.Type

export const THIRD_PARTY_OPTIONS = ["None", "Vendor", "Partner", "Both"] as const
export const ThirdParties = Schema.Literal(...THIRD_PARTY_OPTIONS)
export type ThirdParties = typeof ThirdParties.Type

/** Delivery approach as used by scope setup and the comms plan (default Waterfall). */
export const APPROACHES = ["Agile", "Waterfall"] as const
export const Approach = Schema.Literal(...APPROACHES)
export type Approach = typeof Approach.Type
export const DEFAULT_APPROACH: Approach = "Waterfall"

/** Project delivery method, fixed at creation (platform.md §2.4). */
export const METHODOLOGIES = ["waterfall", "agile"] as const
export const Methodology = Schema.Literal(...METHODOLOGIES)
export type Methodology = typeof Methodology.Type
export const METHODOLOGY_LABELS: Readonly<Record<Methodology, string>> = {
  waterfall: "Waterfall / PRINCE2",
  agile: "Agile / Product"
}

/** agile.md §4: "" is the blank status. */
export const STORY_STATUSES = ["todo", "in_progress", "done", ""] as const
export const StoryStatus = Schema.Literal(...STORY_STATUSES)
export type StoryStatus = typeof StoryStatus.Type

/** P1..P3 stored as 1..3; none is null (agile.md §5). */
export const STORY_PRIORITIES = [1, 2, 3] as const
export const StoryPriority = Schema.Literal(...STORY_PRIORITIES)
export type StoryPriority = typeof StoryPriority.Type

export const LANES = ["now", "next", "later"] as const
export const Lane = Schema.Literal(...LANES)
export type Lane = typeof Lane.Type

export const SCHEDULE_TASK_TYPES = ["task", "phase", "gate", "sprint"] as const
export const ScheduleTaskType = Schema.Literal(...SCHEDULE_TASK_TYPES)
export type ScheduleTaskType = typeof ScheduleTaskType.Type

export const COST_TYPES = ["CAPEX", "OPEX"] as const
export const CostType = Schema.Literal(...COST_TYPES)
export type CostType = typeof CostType.Type

/** waterfall.md §7 (phase_parent_only, detailed), agile.md §7 (sprint_parent_only, detailed). */
export const LABOUR_ROLLUP_MODES = ["phase_parent_only", "detailed", "sprint_parent_only"] as const
export const LabourRollup = Schema.Literal(...LABOUR_ROLLUP_MODES)
export type LabourRollup = typeof LabourRollup.Type
export const WATERFALL_LABOUR_ROLLUPS = ["phase_parent_only", "detailed"] as const
export const AGILE_LABOUR_ROLLUPS = ["sprint_parent_only", "detailed"] as const

export const PM_MODES = ["full_time", "partial"] as const
export const PmMode = Schema.Literal(...PM_MODES)
export type PmMode = typeof PmMode.Type

/** waterfall.md §2 Reports, plus sow. */
export const WATERFALL_DOC_TYPES = ["pid", "stakeholders_raci", "raid", "budget_summary", "comms_plan", "sow"] as const
/** agile.md §2 Agile Reports, plus sow. */
export const AGILE_DOC_TYPES = [
  "agile_overview",
  "stakeholders_raci",
  "agile_roadmap_plan",
  "raid",
  "budget_summary",
  "comms_plan",
  "sow"
] as const
export const REPORT_DOC_TYPES = [
  "pid",
  "stakeholders_raci",
  "raid",
  "budget_summary",
  "comms_plan",
  "agile_overview",
  "agile_roadmap_plan",
  "sow"
] as const
export const WaterfallDocType = Schema.Literal(...WATERFALL_DOC_TYPES)
export type WaterfallDocType = typeof WaterfallDocType.Type
export const AgileDocType = Schema.Literal(...AGILE_DOC_TYPES)
export type AgileDocType = typeof AgileDocType.Type
export const ReportDocType = Schema.Literal(...REPORT_DOC_TYPES)
export type ReportDocType = typeof ReportDocType.Type

/** Single documents and pack ZIPs come as pdf, html or docx. */
export const PACK_FORMATS = ["pdf", "html", "docx"] as const
export const PackFormat = Schema.Literal(...PACK_FORMATS)
export type PackFormat = typeof PackFormat.Type
export const PACK_FORMAT_LABELS: Readonly<Record<PackFormat, string>> = {
  pdf: "PDF ZIP",
  html: "HTML ZIP",
  docx: "Word ZIP"
}

/** platform.md §5: default Feedback. */
export const FEEDBACK_TYPES = ["Feedback", "Support Request", "Feature Request"] as const
export const FeedbackType = Schema.Literal(...FEEDBACK_TYPES)
export type FeedbackType = typeof FeedbackType.Type
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = "Feedback"

export const PLAN_CODES = ["free", "monthly", "quarterly", "annual"] as const
export const PlanCode = Schema.Literal(...PLAN_CODES)
export type PlanCode = typeof PlanCode.Type
/** Plan card ids on the pricing page. */
export const PAID_PLAN_CODES = ["monthly", "quarterly", "annual"] as const
export const PaidPlanCode = Schema.Literal(...PAID_PLAN_CODES)
export type PaidPlanCode = typeof PaidPlanCode.Type

/** Admin stats windows (platform.md §9). */
export const ALERT_WINDOWS = ["24h", "5d", "1m"] as const
export const AlertWindow = Schema.Literal(...ALERT_WINDOWS)
export type AlertWindow = typeof AlertWindow.Type

/** Roles seen in platform.md §6. */
export const USER_ROLES = ["user", "admin", "support", "owner"] as const
export const UserRole = Schema.Literal(...USER_ROLES)
export type UserRole = typeof UserRole.Type

/** The six core scope sections, then the optional ones (waterfall.md §3). */
export const CORE_SCOPE_SECTIONS = [
  "goals",
  "deliverables",
  "assumptions",
  "constraints",
  "dependencies",
  "out_of_scope"
] as const
export const SCOPE_SECTIONS = [...CORE_SCOPE_SECTIONS, "phases", "risks", "questions"] as const
export const ScopeSection = Schema.Literal(...SCOPE_SECTIONS)
export type ScopeSection = typeof ScopeSection.Type
