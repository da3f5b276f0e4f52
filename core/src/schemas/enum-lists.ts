// The fixed lists of spec/waterfall.md §9, spec/agile.md §3-§9 and spec/platform.md §3-§9 as plain
// readonly tuples, with no effect import, so the web app can use them without loading effect/Schema.
// ./enums adds a strict Schema.Literal for each.

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
export type RiskCategory = (typeof RISK_CATEGORIES)[number]

/** Likelihood and impact scale, worth 1 to 5 (waterfall.md §9). */
export const RISK_LEVELS = ["Very Low", "Low", "Medium", "High", "Very High"] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]
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
export type StakeholderAttitude = (typeof STAKEHOLDER_ATTITUDES)[number]
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
export type BoardRole = (typeof BOARD_ROLES)[number]

export const INTERNAL_EXTERNAL = ["Internal", "External"] as const
export type InternalExternal = (typeof INTERNAL_EXTERNAL)[number]

/** waterfall.md §9 */
export const PROCUREMENT_OPTIONS = ["None", "Hardware", "Software", "Both"] as const
export type Procurement = (typeof PROCUREMENT_OPTIONS)[number]

export const THIRD_PARTY_OPTIONS = ["None", "Vendor", "Partner", "Both"] as const
export type ThirdParties = (typeof THIRD_PARTY_OPTIONS)[number]

/** Delivery approach as used by scope setup and the comms plan (default Waterfall). */
export const APPROACHES = ["Agile", "Waterfall"] as const
export type Approach = (typeof APPROACHES)[number]
export const DEFAULT_APPROACH: Approach = "Waterfall"

/** Project delivery method, fixed at creation (platform.md §2.4). */
export const METHODOLOGIES = ["waterfall", "agile"] as const
export type Methodology = (typeof METHODOLOGIES)[number]
export const METHODOLOGY_LABELS: Readonly<Record<Methodology, string>> = {
  waterfall: "Waterfall / PRINCE2",
  agile: "Agile / Product"
}

/** agile.md §4: "" is the blank status. */
export const STORY_STATUSES = ["todo", "in_progress", "done", ""] as const
export type StoryStatus = (typeof STORY_STATUSES)[number]

/** P1..P3 stored as 1..3; none is null (agile.md §5). */
export const STORY_PRIORITIES = [1, 2, 3] as const
export type StoryPriority = (typeof STORY_PRIORITIES)[number]

export const LANES = ["now", "next", "later"] as const
export type Lane = (typeof LANES)[number]

export const SCHEDULE_TASK_TYPES = ["task", "phase", "gate", "sprint"] as const
export type ScheduleTaskType = (typeof SCHEDULE_TASK_TYPES)[number]

export const COST_TYPES = ["CAPEX", "OPEX"] as const
export type CostType = (typeof COST_TYPES)[number]

/** waterfall.md §7 (phase_parent_only, detailed), agile.md §7 (sprint_parent_only, detailed). */
export const LABOUR_ROLLUP_MODES = ["phase_parent_only", "detailed", "sprint_parent_only"] as const
export type LabourRollup = (typeof LABOUR_ROLLUP_MODES)[number]
export const WATERFALL_LABOUR_ROLLUPS = ["phase_parent_only", "detailed"] as const
export const AGILE_LABOUR_ROLLUPS = ["sprint_parent_only", "detailed"] as const

export const PM_MODES = ["full_time", "partial"] as const
export type PmMode = (typeof PM_MODES)[number]

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
export type WaterfallDocType = (typeof WATERFALL_DOC_TYPES)[number]
export type AgileDocType = (typeof AGILE_DOC_TYPES)[number]
export type ReportDocType = (typeof REPORT_DOC_TYPES)[number]

/** Single documents and pack ZIPs come as pdf, html or docx. */
export const PACK_FORMATS = ["pdf", "html", "docx"] as const
export type PackFormat = (typeof PACK_FORMATS)[number]
export const PACK_FORMAT_LABELS: Readonly<Record<PackFormat, string>> = {
  pdf: "PDF ZIP",
  html: "HTML ZIP",
  docx: "Word ZIP"
}

/** platform.md §5: default Feedback. */
export const FEEDBACK_TYPES = ["Feedback", "Support Request", "Feature Request"] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = "Feedback"

export const PLAN_CODES = ["free", "monthly", "quarterly", "annual"] as const
export type PlanCode = (typeof PLAN_CODES)[number]
/** Plan card ids on the pricing page. */
export const PAID_PLAN_CODES = ["monthly", "quarterly", "annual"] as const
export type PaidPlanCode = (typeof PAID_PLAN_CODES)[number]

/** Admin stats windows (platform.md §9). */
export const ALERT_WINDOWS = ["24h", "5d", "1m"] as const
export type AlertWindow = (typeof ALERT_WINDOWS)[number]

/** Roles seen in platform.md §6. */
export const USER_ROLES = ["user", "admin", "support", "owner"] as const
export type UserRole = (typeof USER_ROLES)[number]

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
export type ScopeSection = (typeof SCOPE_SECTIONS)[number]
