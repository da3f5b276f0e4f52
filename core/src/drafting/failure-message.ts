// The message a failed drafting task shows (502 body), per screen (waterfall.md §8, agile.md §8).
import * as Agile from "../messages/agile"
import * as Risk from "../messages/risk"
import * as Scope from "../messages/scope"
import * as Stakeholders from "../messages/stakeholders"
import * as Wbs from "../messages/wbs"
import type { DraftingTaskName } from "./tasks"

/** HTTP status of every drafting failure at the edge. */
export const DRAFTING_FAILURE_STATUS = 502

export const draftingFailureMessage = (task: DraftingTaskName): string => {
  switch (task) {
    case "draftScope":
      return Scope.FAILED_TO_GENERATE_SCOPE
    case "addScopeItems":
    case "addAgileItems":
      return Scope.addOnlyFailed(DRAFTING_FAILURE_STATUS)
    case "expandScopeItem":
      return Scope.expandOneFailed(DRAFTING_FAILURE_STATUS)
    case "moreKpis":
      return Scope.FAILED_TO_GENERATE_MORE_KPIS
    case "improveNarrative":
      return Scope.FAILED_TO_IMPROVE_IN_SCOPE
    case "draftBackground":
      return Scope.BACKGROUND_GENERATION_FAILED
    case "draftRiskRegister":
    case "draftMitigation":
      return Risk.FAILED_TO_GENERATE_RISKS
    case "moreRisks":
      return Risk.FAILED_TO_ADD_MORE_RISKS
    case "stakeholderStrategy":
      return Stakeholders.aiFailed(DRAFTING_FAILURE_STATUS)
    case "commsPlan":
      return Scope.generateFailed(DRAFTING_FAILURE_STATUS)
    case "draftWbs":
      return Wbs.WBS_GENERATION_FAILED
    case "executionSummary":
      return Scope.aiRequestFailed(DRAFTING_FAILURE_STATUS)
    case "budgetExtras":
      return Scope.generateFailed(DRAFTING_FAILURE_STATUS)
    case "agileQuickDraft":
      return Scope.generateFailed(DRAFTING_FAILURE_STATUS)
    case "expandVision":
      return Scope.expandFailed(DRAFTING_FAILURE_STATUS)
    case "morePersonas":
      return Agile.personasAiFailed(DRAFTING_FAILURE_STATUS)
    case "moreTelemetry":
      return Scope.addOnlyFailed(DRAFTING_FAILURE_STATUS)
    case "draftEpics":
      return Agile.AI_FAILED_TO_GENERATE_EPICS
    case "draftStories":
      return Agile.AI_FAILED_TO_GENERATE_STORIES
    case "scheduleResources":
      return Agile.SCHEDULE_SUGGEST_FAILED
  }
}
