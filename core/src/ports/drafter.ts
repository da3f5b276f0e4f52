// The drafting port: one method per AI task (waterfall.md and agile.md §2, §7). Adapters: offline and OpenAI.
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DraftingError } from "../drafting/drafting-error"
import type { DraftingTaskName, TaskRequest, TaskResponse } from "../drafting/tasks"
import type {
  AddAgileItemsRequest,
  AgileScopeDraft,
  ExpandVisionRequest,
  MorePersonasRequest,
  MoreTelemetryRequest,
  PersonasDraft,
  QuickDraftRequest,
  TelemetryDraft,
  VisionDraft
} from "../drafting/agile-scope"
import type { EpicsDraft, EpicsRequest, StoriesDraft, StoriesRequest } from "../drafting/backlog"
import type { BudgetExtrasDraft, BudgetExtrasRequest } from "../drafting/budget"
import type { CommsPlanDraft, CommsPlanRequest } from "../drafting/comms"
import type {
  MitigationDraft,
  MitigationRequest,
  MoreRisksRequest,
  RiskRegisterRequest,
  RisksDraft
} from "../drafting/risks"
import type { ScheduleResourcesDraft, ScheduleResourcesRequest } from "../drafting/schedule"
import type {
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
} from "../drafting/scope"
import type { StakeholderStrategyDraft, StakeholderStrategyRequest } from "../drafting/stakeholders"
import type { ExecutionSummaryDraft, ExecutionSummaryRequest, WbsDraft, WbsRequest } from "../drafting/wbs"

type Draft<Req, Res> = (request: Req) => Effect.Effect<Res, DraftingError>

export interface DrafterService {
  /** Which adapter answers ("offline" or "openai:<model>"), for logs and the `model` field. */
  readonly name: string
  readonly draftScope: Draft<ScopeDraftRequest, ScopeDraft>
  readonly addScopeItems: Draft<AddScopeItemsRequest, ScopeItemsDraft>
  readonly expandScopeItem: Draft<ExpandScopeItemRequest, ExpandedItemDraft>
  readonly moreKpis: Draft<MoreKpisRequest, KpisDraft>
  readonly improveNarrative: Draft<ImproveNarrativeRequest, NarrativeDraft>
  readonly draftBackground: Draft<BackgroundRequest, BackgroundDraft>
  readonly draftRiskRegister: Draft<RiskRegisterRequest, RisksDraft>
  readonly moreRisks: Draft<MoreRisksRequest, RisksDraft>
  readonly draftMitigation: Draft<MitigationRequest, MitigationDraft>
  readonly stakeholderStrategy: Draft<StakeholderStrategyRequest, StakeholderStrategyDraft>
  readonly commsPlan: Draft<CommsPlanRequest, CommsPlanDraft>
  readonly draftWbs: Draft<WbsRequest, WbsDraft>
  readonly executionSummary: Draft<ExecutionSummaryRequest, ExecutionSummaryDraft>
  readonly budgetExtras: Draft<BudgetExtrasRequest, BudgetExtrasDraft>
  readonly agileQuickDraft: Draft<QuickDraftRequest, AgileScopeDraft>
  readonly expandVision: Draft<ExpandVisionRequest, VisionDraft>
  readonly morePersonas: Draft<MorePersonasRequest, PersonasDraft>
  readonly moreTelemetry: Draft<MoreTelemetryRequest, TelemetryDraft>
  readonly addAgileItems: Draft<AddAgileItemsRequest, ScopeItemsDraft>
  readonly draftEpics: Draft<EpicsRequest, EpicsDraft>
  readonly draftStories: Draft<StoriesRequest, StoriesDraft>
  readonly scheduleResources: Draft<ScheduleResourcesRequest, ScheduleResourcesDraft>
}

export class Drafter extends Context.Tag("@initpack/core/Drafter")<Drafter, DrafterService>() {}

/** Compile-time check that the port and the task catalogue list the same tasks with the same Schemas. */
type TaskMethods = { readonly [K in DraftingTaskName]: Draft<TaskRequest<K>, TaskResponse<K>> }
export type _PortMatchesCatalogue = [Omit<DrafterService, "name">] extends [TaskMethods]
  ? [TaskMethods] extends [Omit<DrafterService, "name">]
    ? true
    : never
  : never
const _check: _PortMatchesCatalogue = true
void _check
