// The catalogue of drafting tasks: one request and one response Schema per task.
// Adapters that work generically (the OpenAI one) read it; the Drafter port has one method per task.
import type * as Schema from "effect/Schema"
import {
  AddAgileItemsRequest,
  AgileScopeDraft,
  ExpandVisionRequest,
  MorePersonasRequest,
  MoreTelemetryRequest,
  PersonasDraft,
  QuickDraftRequest,
  TelemetryDraft,
  VisionDraft
} from "./agile-scope"
import { EpicsDraft, EpicsRequest, StoriesDraft, StoriesRequest } from "./backlog"
import { BudgetExtrasDraft, BudgetExtrasRequest } from "./budget"
import { CommsPlanDraft, CommsPlanRequest } from "./comms"
import { MitigationDraft, MitigationRequest, MoreRisksRequest, RiskRegisterRequest, RisksDraft } from "./risks"
import { ScheduleResourcesDraft, ScheduleResourcesRequest } from "./schedule"
import {
  AddScopeItemsRequest,
  BackgroundDraft,
  BackgroundRequest,
  ExpandedItemDraft,
  ExpandScopeItemRequest,
  ImproveNarrativeRequest,
  KpisDraft,
  MoreKpisRequest,
  NarrativeDraft,
  ScopeDraft,
  ScopeDraftRequest,
  ScopeItemsDraft
} from "./scope"
import { StakeholderStrategyDraft, StakeholderStrategyRequest } from "./stakeholders"
import { ExecutionSummaryDraft, ExecutionSummaryRequest, WbsDraft, WbsRequest } from "./wbs"

export interface DraftingTask<Req, Res> {
  readonly request: Schema.Schema<Req, any>
  readonly response: Schema.Schema<Res, any>
  /** What the drafter is asked to produce (used in prompts and docs). */
  readonly goal: string
}

const task = <Req, ReqI, Res, ResI>(
  request: Schema.Schema<Req, ReqI>,
  response: Schema.Schema<Res, ResI>,
  goal: string
): DraftingTask<Req, Res> => ({ request, response, goal })

export const draftingTasks = {
  draftScope: task(ScopeDraftRequest, ScopeDraft,
    "Draft the project scope: goals (each with 2-3 KPIs), deliverables, assumptions, constraints, dependencies, out_of_scope, phases, risks and open questions (4-6 items each, title + one-sentence rationale), and an In Scope narrative of 120-220 words."),
  addScopeItems: task(AddScopeItemsRequest, ScopeItemsDraft,
    "Propose 3-5 new items (count if given) for the section; no title may repeat an existing one."),
  expandScopeItem: task(ExpandScopeItemRequest, ExpandedItemDraft,
    "Expand the target item: keep its title, write a fuller rationale of 2-4 sentences."),
  moreKpis: task(MoreKpisRequest, KpisDraft,
    "Propose 3 more KPIs (metric, measurable target, recommended) for the goal; no metric may repeat an existing one."),
  improveNarrative: task(ImproveNarrativeRequest, NarrativeDraft,
    "Rewrite and expand the In Scope narrative to 120-220 words, keeping the user's content."),
  draftBackground: task(BackgroundRequest, BackgroundDraft,
    "Write the Background & Drivers text: 150-220 words on context, business case and drivers."),
  draftRiskRegister: task(RiskRegisterRequest, RisksDraft,
    "Draft a risk register of 8-12 risks over several categories, each with likelihood, impact, mitigation and contingency."),
  moreRisks: task(MoreRisksRequest, RisksDraft,
    "Propose 3-5 further risks (count if given); no title may repeat an existing one."),
  draftMitigation: task(MitigationRequest, MitigationDraft,
    "Write a mitigation (2-3 concrete actions) and a contingency for the risk."),
  stakeholderStrategy: task(StakeholderStrategyRequest, StakeholderStrategyDraft,
    "For each given row (same name) suggest board role, influence, interest, attitude, RACI and a strategy; propose Project Sponsor, Senior Supplier and Senior User (proposed = true) when no row holds them."),
  commsPlan: task(CommsPlanRequest, CommsPlanDraft,
    "Draft a short communications plan: objectives, channels & cadence, key messages, audiences, governance, risks & mitigations."),
  draftWbs: task(WbsRequest, WbsDraft,
    "Draft a work breakdown structure: stages (phases) each with tasks, durations in working days and resources (roles), " +
      "and each task's predecessors as a project manager would link them, written like MS Project with outline numbers " +
      "(stage n is \"n\", its k-th task \"n.k\"; \"2.1, 2.3\" or \"3FS+2d\"; only earlier tasks): a step that needs the previous " +
      "one follows it, independent streams (procurement beside design, training and documentation beside build, " +
      "communications beside everything) wait only for what they need, and a stage's gate (zero-day approval) waits for the whole stage."),
  executionSummary: task(ExecutionSummaryRequest, ExecutionSummaryDraft,
    "Write an execution summary in Markdown (standard), or expand the existing draft (expand) keeping its content."),
  budgetExtras: task(BudgetExtrasRequest, BudgetExtrasDraft,
    "Propose software, hardware and third-party budget lines (only for ticked extras) with estimate in the currency, justification and cost type."),
  agileQuickDraft: task(QuickDraftRequest, AgileScopeDraft,
    "From the summary draft the agile scope: vision with north-star metric, problems, outcomes, OKRs, 4 personas, NFRs, DoR, DoD, telemetry, assumptions, constraints, dependencies and top risks."),
  expandVision: task(ExpandVisionRequest, VisionDraft,
    "Expand the product vision to 2-4 sentences and keep or sharpen the north-star metric."),
  morePersonas: task(MorePersonasRequest, PersonasDraft,
    "Propose 4 more personas (count if given), each with name, job to be done and pains; no name may repeat."),
  moreTelemetry: task(MoreTelemetryRequest, TelemetryDraft,
    "Propose 5 more telemetry entries (count if given) of the given kind; none may repeat."),
  addAgileItems: task(AddAgileItemsRequest, ScopeItemsDraft,
    "Propose 3 new items (count if given) for the agile scope section; no title may repeat an existing one."),
  draftEpics: task(EpicsRequest, EpicsDraft,
    "Propose 4-6 epics with a key, name, outcome link and NFR tags; no name may repeat an existing one."),
  draftStories: task(StoriesRequest, StoriesDraft,
    "Write per_epic (default 3) user stories for each epic with as_a, i_want, so_that, acceptance criteria lines, points and priority 1-3."),
  scheduleResources: task(ScheduleResourcesRequest, ScheduleResourcesDraft,
    "Suggest the roles (resource) for every task id given.")
} as const

export type DraftingTaskName = keyof typeof draftingTasks
export type TaskRequest<K extends DraftingTaskName> = (typeof draftingTasks)[K] extends DraftingTask<infer R, any> ? R : never
export type TaskResponse<K extends DraftingTaskName> = (typeof draftingTasks)[K] extends DraftingTask<any, infer R> ? R : never

export const DRAFTING_TASK_NAMES = Object.keys(draftingTasks) as ReadonlyArray<DraftingTaskName>
