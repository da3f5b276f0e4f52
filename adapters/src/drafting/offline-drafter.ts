// The offline drafter (default, no key, no network): deterministic drafts from the curated knowledge base.
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { gateDraft } from "@initpack/core/drafting/wording/draft-lines"
import type { DraftingTaskName, TaskRequest, TaskResponse } from "@initpack/core/drafting/tasks"
import { Drafter, type DrafterService } from "@initpack/core/ports/drafter"
import { addAgileItems, agileQuickDraft, expandVision, morePersonas, moreTelemetry } from "./offline/agile"
import { draftEpics, draftStories } from "./offline/backlog"
import { budgetExtras } from "./offline/budget"
import { commsPlan } from "./offline/comms"
import { draftMitigation, draftRiskRegister, moreRisks } from "./offline/risks"
import { scheduleResources } from "./offline/schedule"
import { addScopeItems, draftBackground, draftScope, expandScopeItem, improveNarrative, moreKpis } from "./offline/scope"
import { stakeholderStrategy } from "./offline/stakeholders"
import { draftWbs, executionSummary } from "./offline/wbs"

/** The pure functions behind the offline adapter, for callers that need no Effect. */
export const offlineDrafts = {
  draftScope,
  addScopeItems,
  expandScopeItem,
  moreKpis,
  improveNarrative,
  draftBackground,
  draftRiskRegister,
  moreRisks,
  draftMitigation,
  stakeholderStrategy,
  commsPlan,
  draftWbs,
  executionSummary,
  budgetExtras,
  agileQuickDraft,
  expandVision,
  morePersonas,
  moreTelemetry,
  addAgileItems,
  draftEpics,
  draftStories,
  scheduleResources
} as const

// Every answer passes core's wording gate (issue 33): a malformed line never reaches a screen or a document.
const lift =
  <K extends DraftingTaskName>(task: K, f: (req: TaskRequest<K>) => TaskResponse<K>) =>
  (req: TaskRequest<K>) =>
    Effect.sync(() => gateDraft(task, f(req)).response)

export const make: Effect.Effect<DrafterService> = Effect.sync(() => ({
  name: "offline",
  draftScope: lift("draftScope", draftScope),
  addScopeItems: lift("addScopeItems", addScopeItems),
  expandScopeItem: lift("expandScopeItem", expandScopeItem),
  moreKpis: lift("moreKpis", moreKpis),
  improveNarrative: lift("improveNarrative", improveNarrative),
  draftBackground: lift("draftBackground", draftBackground),
  draftRiskRegister: lift("draftRiskRegister", draftRiskRegister),
  moreRisks: lift("moreRisks", moreRisks),
  draftMitigation: lift("draftMitigation", draftMitigation),
  stakeholderStrategy: lift("stakeholderStrategy", stakeholderStrategy),
  commsPlan: lift("commsPlan", commsPlan),
  draftWbs: lift("draftWbs", draftWbs),
  executionSummary: lift("executionSummary", executionSummary),
  budgetExtras: lift("budgetExtras", budgetExtras),
  agileQuickDraft: lift("agileQuickDraft", agileQuickDraft),
  expandVision: lift("expandVision", expandVision),
  morePersonas: lift("morePersonas", morePersonas),
  moreTelemetry: lift("moreTelemetry", moreTelemetry),
  addAgileItems: lift("addAgileItems", addAgileItems),
  draftEpics: lift("draftEpics", draftEpics),
  draftStories: lift("draftStories", draftStories),
  scheduleResources: lift("scheduleResources", scheduleResources)
}))

export const layer: Layer.Layer<Drafter> = Layer.effect(Drafter, make)
