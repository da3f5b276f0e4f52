// The offline drafter (default, no key, no network): deterministic drafts from the curated knowledge base.
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
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

const lift =
  <Req, Res>(f: (req: Req) => Res) =>
  (req: Req) =>
    Effect.sync(() => f(req))

export const make: Effect.Effect<DrafterService> = Effect.sync(() => ({
  name: "offline",
  draftScope: lift(draftScope),
  addScopeItems: lift(addScopeItems),
  expandScopeItem: lift(expandScopeItem),
  moreKpis: lift(moreKpis),
  improveNarrative: lift(improveNarrative),
  draftBackground: lift(draftBackground),
  draftRiskRegister: lift(draftRiskRegister),
  moreRisks: lift(moreRisks),
  draftMitigation: lift(draftMitigation),
  stakeholderStrategy: lift(stakeholderStrategy),
  commsPlan: lift(commsPlan),
  draftWbs: lift(draftWbs),
  executionSummary: lift(executionSummary),
  budgetExtras: lift(budgetExtras),
  agileQuickDraft: lift(agileQuickDraft),
  expandVision: lift(expandVision),
  morePersonas: lift(morePersonas),
  moreTelemetry: lift(moreTelemetry),
  addAgileItems: lift(addAgileItems),
  draftEpics: lift(draftEpics),
  draftStories: lift(draftStories),
  scheduleResources: lift(scheduleResources)
}))

export const layer: Layer.Layer<Drafter> = Layer.effect(Drafter, make)
