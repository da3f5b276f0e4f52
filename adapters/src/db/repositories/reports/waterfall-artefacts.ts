import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import type { BudgetInput, WaterfallScopeInput, WbsItemInput } from "@initpack/core/document/artefacts"
import { BudgetRepository } from "@initpack/core/ports/waterfall/budget-repository"
import { ExecutionSummaryRepository } from "@initpack/core/ports/waterfall/execution-summary-repository"
import { ScopeRepository, type ScopeRecord } from "@initpack/core/ports/waterfall/scope-repository"
import { WbsRepository } from "@initpack/core/ports/waterfall/wbs-repository"
import { effectiveCostType } from "@initpack/core/rules/budget/effective-cost-type"
import { Scope } from "@initpack/core/schemas/scope"
import { contingencyOf } from "@initpack/core/use-cases/waterfall/budget-view"
import { wbsTree, wbsView } from "@initpack/core/use-cases/waterfall/wbs-tree"
import { DEFAULT_SUMMARY_PHASE } from "@initpack/core/schemas/execution-summary"

const decodeScope = Schema.decodeUnknownEither(Scope)

/** The saved scope (waterfall.md §3) in the report's field names: InScope, SetupFlags, background text. */
export const scopeArtefact = (record: ScopeRecord): WaterfallScopeInput => {
  const decoded = decodeScope({ ...record.scope, background: record.background })
  if (Either.isLeft(decoded)) {
    // an item the Schema refuses (e.g. a blank title): the builders read the raw sections, which accept alternate names
    const raw = record.scope as WaterfallScopeInput & { readonly in_scope?: unknown }
    return { ...raw, background: record.background, InScope: raw.InScope ?? (typeof raw.in_scope === "string" ? raw.in_scope : null) }
  }
  const s = decoded.right
  return {
    goals: s.goals,
    deliverables: s.deliverables,
    assumptions: s.assumptions,
    constraints: s.constraints,
    dependencies: s.dependencies,
    out_of_scope: s.out_of_scope,
    phases: s.phases,
    risks: s.risks,
    questions: s.questions,
    background: s.background.text,
    clarification_answers: s.clarification_answers,
    InScope: s.in_scope,
    SetupFlags: { delivery_approach: s.setup_flags.delivery_approach, procurement: s.setup_flags.procurement, third_parties: s.setup_flags.third_parties }
  }
}

export const readScope = (projectId: number) =>
  Effect.map(Effect.flatMap(ScopeRepository, (r) => r.find(projectId)), (record) => (record === null ? null : scopeArtefact(record)))

/** WBS rows in tree order with their phase (top ancestor's task) and task links (predecessors by outline number). */
export const readWbs = (projectId: number) =>
  Effect.map(
    Effect.flatMap(WbsRepository, (r) => Effect.all({ records: r.list(projectId), links: r.listLinks(projectId) })),
    ({ records, links }): ReadonlyArray<WbsItemInput & { readonly predecessors: string; readonly start_no_earlier_than: string | null }> | null =>
    records.length === 0
      ? null
      : wbsView(wbsTree(records), links).map((r) => ({
          id: r.id,
          parent_id: r.parent_id,
          phase: r.phase,
          task: r.task,
          duration_days: r.duration_days,
          start_date: r.start_date,
          end_date: r.end_date,
          resource: r.resource,
          predecessors: r.predecessors,
          start_no_earlier_than: r.start_no_earlier_than
        }))
  )

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null)

/** Budget lines with the cost type they count as (rollups OPEX) and the config the builder reads. */
export const readBudget = (projectId: number) =>
  Effect.map(Effect.flatMap(BudgetRepository, (r) => r.find(projectId)), (record): BudgetInput | null =>
    record === null
      ? null
      : {
          items: record.items.map((l) => ({
            id: l.id,
            category: l.category,
            item: l.item,
            estimated_cost: l.estimated_cost,
            justification: l.justification,
            cost_type: effectiveCostType(l),
            phase: l.phase
          })),
          config: {
            currency: text(record.config.currency),
            contingency_pct: contingencyOf(record.config),
            pricing_horizon_months: typeof record.config.pricing_horizon_months === "number" ? record.config.pricing_horizon_months : null
          }
        }
  )

export const readExecutionSummary = (projectId: number) =>
  Effect.map(Effect.flatMap(ExecutionSummaryRepository, (r) => r.find(projectId, DEFAULT_SUMMARY_PHASE)), (s) => (s === null ? null : { content_md: s.contentMd }))
