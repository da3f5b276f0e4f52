import * as Schema from "effect/Schema"
import {
  RISK_CATEGORIES,
  RISK_LEVELS,
  STAKEHOLDER_ATTITUDES,
  BOARD_ROLES,
  INTERNAL_EXTERNAL,
  PROCUREMENT_OPTIONS,
  THIRD_PARTY_OPTIONS,
  APPROACHES,
  METHODOLOGIES,
  STORY_STATUSES,
  STORY_PRIORITIES,
  LANES,
  SCHEDULE_TASK_TYPES,
  COST_TYPES,
  LABOUR_ROLLUP_MODES,
  PM_MODES,
  WATERFALL_DOC_TYPES,
  AGILE_DOC_TYPES,
  REPORT_DOC_TYPES,
  PACK_FORMATS,
  FEEDBACK_TYPES,
  PLAN_CODES,
  PAID_PLAN_CODES,
  ALERT_WINDOWS,
  USER_ROLES,
  SCOPE_SECTIONS
} from "./enum-lists"

// A strict Schema.Literal for each fixed list of ./enum-lists; entity schemas decode them leniently
// (case and spacing ignored) through `looseLiteral` in ./primitives.
export * from "./enum-lists"

export const RiskCategory = Schema.Literal(...RISK_CATEGORIES)
export type RiskCategory = typeof RiskCategory.Type
export const RiskLevel = Schema.Literal(...RISK_LEVELS)
export type RiskLevel = typeof RiskLevel.Type
export const StakeholderAttitude = Schema.Literal(...STAKEHOLDER_ATTITUDES)
export type StakeholderAttitude = typeof StakeholderAttitude.Type
export const BoardRole = Schema.Literal(...BOARD_ROLES)
export type BoardRole = typeof BoardRole.Type
export const InternalExternal = Schema.Literal(...INTERNAL_EXTERNAL)
export type InternalExternal = typeof InternalExternal.Type
export const Procurement = Schema.Literal(...PROCUREMENT_OPTIONS)
export type Procurement = typeof Procurement.Type
export const ThirdParties = Schema.Literal(...THIRD_PARTY_OPTIONS)
export type ThirdParties = typeof ThirdParties.Type
export const Approach = Schema.Literal(...APPROACHES)
export type Approach = typeof Approach.Type
export const Methodology = Schema.Literal(...METHODOLOGIES)
export type Methodology = typeof Methodology.Type
export const StoryStatus = Schema.Literal(...STORY_STATUSES)
export type StoryStatus = typeof StoryStatus.Type
export const StoryPriority = Schema.Literal(...STORY_PRIORITIES)
export type StoryPriority = typeof StoryPriority.Type
export const Lane = Schema.Literal(...LANES)
export type Lane = typeof Lane.Type
export const ScheduleTaskType = Schema.Literal(...SCHEDULE_TASK_TYPES)
export type ScheduleTaskType = typeof ScheduleTaskType.Type
export const CostType = Schema.Literal(...COST_TYPES)
export type CostType = typeof CostType.Type
export const LabourRollup = Schema.Literal(...LABOUR_ROLLUP_MODES)
export type LabourRollup = typeof LabourRollup.Type
export const PmMode = Schema.Literal(...PM_MODES)
export type PmMode = typeof PmMode.Type
export const WaterfallDocType = Schema.Literal(...WATERFALL_DOC_TYPES)
export type WaterfallDocType = typeof WaterfallDocType.Type
export const AgileDocType = Schema.Literal(...AGILE_DOC_TYPES)
export type AgileDocType = typeof AgileDocType.Type
export const ReportDocType = Schema.Literal(...REPORT_DOC_TYPES)
export type ReportDocType = typeof ReportDocType.Type
export const PackFormat = Schema.Literal(...PACK_FORMATS)
export type PackFormat = typeof PackFormat.Type
export const FeedbackType = Schema.Literal(...FEEDBACK_TYPES)
export type FeedbackType = typeof FeedbackType.Type
export const PlanCode = Schema.Literal(...PLAN_CODES)
export type PlanCode = typeof PlanCode.Type
export const PaidPlanCode = Schema.Literal(...PAID_PLAN_CODES)
export type PaidPlanCode = typeof PaidPlanCode.Type
export const AlertWindow = Schema.Literal(...ALERT_WINDOWS)
export type AlertWindow = typeof AlertWindow.Type
export const UserRole = Schema.Literal(...USER_ROLES)
export type UserRole = typeof UserRole.Type
export const ScopeSection = Schema.Literal(...SCOPE_SECTIONS)
export type ScopeSection = typeof ScopeSection.Type
