import * as Effect from "effect/Effect"
import type { AgileScopeInput, BudgetInput, EpicInput, ReleasePlanInput, SchedulePlanInput, StoryInput } from "@initpack/core/document/artefacts"
import { AgileDocumentRepository } from "@initpack/core/ports/agile/agile-document-repository"
import { BacklogRepository } from "@initpack/core/ports/agile/backlog-repository"
import { readAgileScope } from "@initpack/core/use-cases/agile/agile-scope-document"
import { loadAgileBudget } from "@initpack/core/use-cases/agile/agile-budget-document"
import { loadRelease } from "@initpack/core/use-cases/agile/release-view"
import { loadScheduleRows } from "@initpack/core/use-cases/agile/schedule-view"

// Agile artefacts (agile.md §3) read through the agile module's repositories and loaders.

export const readAgileScopeArtefact = (projectId: number) =>
  Effect.map(Effect.flatMap(AgileDocumentRepository, (r) => r.read(projectId, "scope")), (doc): AgileScopeInput | null =>
    doc === null ? null : readAgileScope(doc.data)
  )

export const readBacklog = (projectId: number) =>
  Effect.map(Effect.flatMap(BacklogRepository, (r) => r.list(projectId)), ({ epics, stories }) => ({
    epics: epics.length === 0 ? null : (epics as ReadonlyArray<EpicInput>),
    stories: stories.length === 0 ? null : (stories as ReadonlyArray<StoryInput>)
  }))

/** The release lanes without deleted stories (agile.md §4); null when nothing was ever planned. */
export const readRelease = (projectId: number) =>
  Effect.map(loadRelease(projectId), (release): ReleasePlanInput | null =>
    release.version === 0 ? null : { lanes: release.lanes, wip_limits: release.wip_limits }
  )

export const readSchedule = (projectId: number) =>
  Effect.map(loadScheduleRows(projectId), ({ plan, rows }): SchedulePlanInput | null =>
    plan === null && rows.length === 0
      ? null
      : {
          plan: plan === null ? null : { title: plan.title, project_name: plan.project_name, base_start: plan.base_start },
          tasks: rows.map((r) => ({
            id: r.id,
            title: r.title,
            duration_days: r.duration_days,
            start_date: r.start_date,
            end_date: r.end_date,
            type: r.type,
            resource_json: r.resource_json,
            parent_id: r.parent_id,
            phase_id: r.phase_id,
            order_index: r.order_index,
            badge_epics: r.badge_epics,
            badge_stories: r.badge_stories,
            badge_points: r.badge_points
          }))
        }
  )

export const readAgileBudget = (projectId: number) =>
  Effect.map(loadAgileBudget(projectId), ({ budget }): BudgetInput | null =>
    budget === null
      ? null
      : {
          items: budget.items.map((l) => ({
            id: l.id,
            category: l.category,
            item: l.item,
            estimated_cost: l.estimated_cost,
            justification: l.justification,
            cost_type: l.rollup ? "OPEX" : l.cost_type,
            phase: l.phase
          })),
          config: { currency: budget.currency, contingency_pct: budget.contingency_pct }
        }
  )
