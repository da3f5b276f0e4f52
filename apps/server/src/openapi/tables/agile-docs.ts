import { AgileBudgetDefaultsResponse, AgileBudgetGenerateResponse, AgileBudgetSnapshotResponse, AgileBudgetSummaryResponse, AgileCostTypesResponse } from "@initpack/core/responses/agile/budget-responses"
import { ScheduleDeletedResponse, ScheduleMessageResponse, ScheduleMovedResponse, ScheduleResourcesResponse, ScheduleResponse, ScheduleTaskResponse } from "@initpack/core/responses/agile/schedule-responses"
import { ReleasePlanResponse, ReleaseSavedResponse } from "@initpack/core/responses/agile/release-responses"
import { BacklogDraftResponse, BacklogResponse, BacklogSavedResponse } from "@initpack/core/responses/agile/backlog-responses"
import { AgileRiskPrefillResponse, AgileScopeDraftResponse, AgileScopeResponse, AgileScopeSaveResponse, AugmentScopeResponse, ExpandVisionResponse, ImproveAgileScopeResponse } from "@initpack/core/responses/agile/scope-responses"
import { BacklogSaveRequest, StoriesGenerateRequest } from "@initpack/core/requests/agile/backlog-requests"
import { AgileBudgetGenerateRequest, AgileCostTypesRequest } from "@initpack/core/requests/agile/budget-requests"
import { ProjectRefRequest } from "@initpack/core/requests/agile/project-ref"
import { AutoPlanRequest, ReleaseSaveRequest } from "@initpack/core/requests/agile/release-requests"
import {
  NewScheduleTaskRequest,
  ScheduleBaseStartRequest,
  ScheduleTaskParentRequest,
  ScheduleTaskUpdateRequest,
  ScheduleTaskVersionRequest
} from "@initpack/core/requests/agile/schedule-requests"
import { AgileScopeGenerateRequest, AgileScopeSaveRequest, AugmentScopeRequest, ExpandVisionRequest, ImproveAgileScopeRequest } from "@initpack/core/requests/agile/scope-requests"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import type { ModuleDoc, RouteDoc } from "../route-doc"
import { AgileScopeQuery, VersionQuery } from "./handler-queries"

const BACKLOG = "{ project_id, epics, stories, version }"
const RELEASE = "{ lanes: { now, next, later }, wip_limits, unplaced: { count, points }, version }"
const SCHEDULE = "{ plan, phases, tasks } (+ message; with task links also project_finish, critical_path, and each task's total_float, free_float, critical)"

const exportCsv = (what: string): RouteDoc => ({ summary: `The ${what} as CSV`, returns: "a CSV file", query: ProjectQuery, answer: "csv" })
const exportJira: RouteDoc = { summary: "The backlog as CSV for Jira's importer (epics, stories, parent links)", returns: "a CSV file (docs/cli.md)", query: ProjectQuery, answer: "csv" }
const generateStories: RouteDoc = { summary: "Draft stories for the epics", returns: `${BACKLOG} plus added`, body: StoriesGenerateRequest, errors: [502], response: BacklogDraftResponse }
const scopeGenerate: RouteDoc = { summary: "Quick Draft: draft the agile scope from a summary", returns: "{ ok, scope, version, model }", body: AgileScopeGenerateRequest, errors: [502], response: AgileScopeDraftResponse }
const taskUpdate: RouteDoc = {
  summary: "Edit a schedule task (fields, predecessors in MS Project notation or links by id, start no earlier than); a link cycle answers 400",
  returns: `{ task, ...schedule }`,
  body: ScheduleTaskUpdateRequest,
  errors: [409],
  response: ScheduleTaskResponse
}
const taskMove = (action: string): RouteDoc => ({ summary: `${action} a schedule task`, returns: SCHEDULE, body: ScheduleTaskVersionRequest, query: VersionQuery, errors: [409], response: ScheduleMovedResponse })

export const agileDocs: ModuleDoc = {
  tag: "Agile",
  description:
    "Agile scope, backlog, release plan and schedule (agile.md §7). Every route needs an active paid plan (402 on the free plan) and one of the user's agile projects.",
  prefixes: ["/api/agile"],
  access: "agile",
  routes: {
    "GET /scope": { summary: "The agile scope (created empty with create_if_missing)", returns: "{ project_id, project_name, scope, version, created }", query: AgileScopeQuery, response: AgileScopeResponse },
    "POST /scope/save": { summary: "Save the agile scope", returns: "{ ok, project_id, version, saved_at, scope }", body: AgileScopeSaveRequest, errors: [409], response: AgileScopeSaveResponse },
    "POST /scope/generate": scopeGenerate,
    "POST /quick-draft": scopeGenerate,
    "POST /scope/expand_vision": { summary: "Draft the vision (not saved)", returns: "{ vision, text, in_scope, north_star_metric }", body: ExpandVisionRequest, errors: [502], response: ExpandVisionResponse },
    "POST /scope/augment": { summary: "Draft more personas or telemetry lines", returns: "{ items, personas }", body: AugmentScopeRequest, errors: [502], response: AugmentScopeResponse },
    "POST /scope/improve": { summary: "Add or expand items of an agile scope section", returns: "{ items: [{ title, rationale }] }", body: ImproveAgileScopeRequest, errors: [502], response: ImproveAgileScopeResponse },
    "GET /risk/prefill": { summary: "A Risk Register context from the agile scope", returns: "{ suggested_input }", query: ProjectQuery, response: AgileRiskPrefillResponse },
    "GET /backlog": { summary: "Epics and stories", returns: BACKLOG, query: ProjectQuery, response: BacklogResponse },
    "POST /backlog/save": { summary: "Save epics and stories as one document", returns: BACKLOG, body: BacklogSaveRequest, errors: [409], response: BacklogSavedResponse },
    "POST /epics/generate": { summary: "Draft epics", returns: `${BACKLOG} plus added`, body: ProjectRefRequest, errors: [502], response: BacklogDraftResponse },
    "POST /backlog/generate": generateStories,
    "POST /stories/generate": generateStories,
    "GET /backlog/export_jira": exportJira,
    "GET /backlog/export/jira": exportJira,
    "GET /release": { summary: "The release plan", returns: RELEASE, query: ProjectQuery, response: ReleasePlanResponse },
    "POST /release/save": { summary: "Save the release lanes and WIP limits", returns: RELEASE, body: ReleaseSaveRequest, errors: [409], response: ReleaseSavedResponse },
    "POST /release/auto_plan": { summary: "Plan the lanes from priority, status and order", returns: RELEASE, body: AutoPlanRequest, response: ReleaseSavedResponse },
    "GET /release/export": exportCsv("release plan"),
    "GET /release/export_csv": exportCsv("release plan"),
    "GET /schedule": { summary: "The schedule in display order", returns: SCHEDULE, query: ProjectQuery, response: ScheduleResponse },
    "POST /schedule/generate_plan": { summary: "Generate phases and sprints from the backlog (replaces the schedule)", returns: `${SCHEDULE} plus warnings?`, body: ScheduleBaseStartRequest, response: ScheduleMessageResponse },
    "POST /schedule/recalc": { summary: "Recalculate working-day dates", returns: SCHEDULE, body: ScheduleBaseStartRequest, response: ScheduleMessageResponse },
    "POST /schedule/generate_resources": { summary: "Suggest roles for tasks without a resource", returns: SCHEDULE, body: ProjectRefRequest, errors: [502], response: ScheduleResourcesResponse },
    "POST /schedule/task": { summary: "Add a schedule task", returns: `{ task, ...schedule }`, body: NewScheduleTaskRequest, response: ScheduleTaskResponse },
    "PUT /schedule/task/{id}": taskUpdate,
    "PATCH /schedule/task/{id}": taskUpdate,
    "DELETE /schedule/task/{id}": { summary: "Delete a task and its sub-rows", returns: SCHEDULE, body: ScheduleTaskVersionRequest, query: VersionQuery, errors: [409], response: ScheduleDeletedResponse },
    "POST /schedule/task/{id}/parent": { summary: "Indent, outdent or re-parent a task", returns: SCHEDULE, body: ScheduleTaskParentRequest, errors: [409], response: ScheduleMovedResponse },
    "POST /schedule/task/{id}/indent": taskMove("Indent"),
    "POST /schedule/task/{id}/outdent": taskMove("Outdent"),
    "GET /schedule/export": exportCsv("schedule"),
    "GET /schedule/export_csv": exportCsv("schedule"),
    "GET /schedule/tasks.csv": exportCsv("schedule"),
    "GET /schedule/export.xml": { summary: "The schedule with its links as MS Project XML (MSPDI)", returns: "schedule_{project}_{date}.xml", query: ProjectQuery, answer: "xml" },
    "GET /schedule/export.ics": { summary: "Sprints, gates, milestones and phase ends as iCalendar", returns: "schedule_{project}_{date}.ics", query: ProjectQuery, answer: "calendar" }
  }
}

export const agileBudgetDocs: ModuleDoc = {
  tag: "Agile budget",
  description: "Agile Budget (agile.md §7); paid plans only.",
  prefixes: ["/api/budget/agile"],
  access: "agile",
  routes: {
    "GET /defaults": { summary: "The default configuration and rate card", returns: "{ contingency_pct, default_rate, rates, currency, region, pricing_horizon_months, labour_rollup, pm_config, sm_config, … }", response: AgileBudgetDefaultsResponse },
    "GET /snapshot": { summary: "The saved budget", returns: "{ budget, version }", query: ProjectQuery, response: AgileBudgetSnapshotResponse },
    "GET /summary": { summary: "Tasks and roles from the schedule", returns: "{ items: [{ task, phase }], roles }", query: ProjectQuery, response: AgileBudgetSummaryResponse },
    "POST /generate": { summary: "Build the budget from the schedule and rate card", returns: "{ budget, project_weeks, version, warning? }", body: AgileBudgetGenerateRequest, errors: [502], response: AgileBudgetGenerateResponse },
    "POST /update_cost_types": { summary: "Set lines to CAPEX or OPEX", returns: "{ totals, budget, version }", body: AgileCostTypesRequest, errors: [409], response: AgileCostTypesResponse },
    "GET /export": exportCsv("budget")
  }
}
