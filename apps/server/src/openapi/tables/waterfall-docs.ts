import * as Schema from "effect/Schema"
import { ImproveAgileScopeResponse } from "@initpack/core/responses/agile/scope-responses"
import { CommsDraftResponse, CommsLatestResponse, CommsPrefillResponse, CommsSaveResponse } from "@initpack/core/responses/waterfall/comms-responses"
import { BackgroundDraftResponse, BackgroundResponse, KpiGenerateResponse, NarrativeImproveResponse, ScopeAllowanceResponse, ScopeGenerateResponse, ScopeImproveResponse, ScopeLatestResponse, ScopeSavedResponse } from "@initpack/core/responses/waterfall/scope-responses"
import { StakeholderListResponse, StakeholderMatrixResponse, StakeholderStrategyResponse, StakeholderUpsertResponse } from "@initpack/core/responses/waterfall/stakeholder-responses"
import { OkResponse } from "@initpack/core/responses/ok-response"
import { BudgetCostTypesRequest } from "@initpack/core/requests/waterfall/budget-requests"
import { CommsQuery, CommsSaveRequest, CommsShortplanRequest } from "@initpack/core/requests/waterfall/comms-requests"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import {
  RiskAddRequest,
  RiskDeleteRequest,
  RiskGenerateMoreRequest,
  RiskGenerateRequest,
  RiskMitigationRequest,
  RiskSnapshotRequest,
  RiskUpdateRequest
} from "@initpack/core/requests/waterfall/risk-requests"
import {
  BackgroundGenerateRequest,
  BackgroundSaveRequest,
  KpiGenerateRequest,
  NarrativeImproveRequest,
  ScopeGenerateRequest,
  ScopeImproveRequest,
  ScopeSaveRequest
} from "@initpack/core/requests/waterfall/scope-requests"
import {
  StakeholderDeleteRequest,
  StakeholderMatrixRequest,
  StakeholderStrategyRequest,
  StakeholderUpsertRequest
} from "@initpack/core/requests/waterfall/stakeholder-requests"
import { WbsItemsRequest } from "@initpack/core/requests/waterfall/wbs-items-request"
import { WbsImportRequest } from "@initpack/core/requests/waterfall/wbs-import-request"
import { SummaryQuery, SummaryRegenerateRequest, SummarySaveRequest, WbsGenerateRequest, WbsItemPatch, WbsRecalcRequest } from "@initpack/core/requests/waterfall/wbs-requests"
import { ImproveAgileScopeRequest } from "@initpack/core/requests/agile/scope-requests"
import { BudgetGenerateRequest } from "@initpack/core/schemas/budget-config"
import { NewWbsItem } from "@initpack/core/schemas/wbs-item"
import { RiskGenerateMoreResponse, RiskGenerateResponse, RiskListResponse, RiskMitigationResponse, RiskSavedResponse, RiskSnapshotResponse } from "@initpack/core/responses/waterfall/risk-responses"
import { ExecutionSummaryView, SummaryRegenerateResponse, SummarySaveResponse, WbsGenerateResponse, WbsImportResponse, WbsImportStampResponse, WbsItemCreatedResponse, WbsItemUpdatedResponse, WbsItemsAddedResponse, WbsListResponse, WbsRecalcResponse } from "@initpack/core/responses/waterfall/wbs-responses"
import { BudgetCostTypesResponse, BudgetDefaultsResponse, BudgetGenerateResponse, BudgetSnapshotResponse } from "@initpack/core/responses/waterfall/budget-responses"
import type { ModuleDoc } from "../route-doc"
import { VersionQuery } from "./handler-queries"

export const scopeDocs: ModuleDoc = {
  tag: "Scope",
  description: "Scope Builder (waterfall.md §7 Scope). POST /api/scope/improve also serves agile projects (agile.md §7).",
  prefixes: ["/api/scope"],
  access: "subscriber",
  routes: {
    "GET /latest": { summary: "The saved scope with its history", returns: "{ found, scope, history, version, saved_at }; none yet: { found: false, scope: null, message }", query: ProjectQuery, response: ScopeLatestResponse },
    "GET /allowance": { summary: "AI scope generations left for the project (issue 37)", returns: "{ project_id, project_name, generations_left, generations_cap }", query: ProjectQuery, response: ScopeAllowanceResponse },
    "POST /generate": { summary: "Draft the scope sections", returns: "as /scope/latest plus model", body: ScopeGenerateRequest, errors: [502], response: ScopeGenerateResponse },
    "POST /save": { summary: "Save the scope", returns: "{ ok, saved_at, version }", body: ScopeSaveRequest, errors: [409], response: ScopeSavedResponse },
    "GET /background": { summary: "The saved background", returns: "{ background, saved_at }", query: ProjectQuery, response: BackgroundResponse },
    "POST /background/save": { summary: "Save the background", returns: "{ ok, saved_at }", body: BackgroundSaveRequest, errors: [409], response: ScopeSavedResponse },
    "POST /background/generate": { summary: "Draft a background (not saved)", returns: "{ background }", body: BackgroundGenerateRequest, errors: [502], response: BackgroundDraftResponse },
    "POST /kpi/generate": { summary: "Draft KPIs for a goal", returns: "{ kpis } new metrics only (+ message when none)", body: KpiGenerateRequest, errors: [502], response: KpiGenerateResponse },
    "POST /narrative/improve": { summary: "Improve the in-scope narrative", returns: "{ in_scope, narrative }", body: NarrativeImproveRequest, errors: [502], response: NarrativeImproveResponse },
    "POST /improve": {
      summary: "Add or expand items of a scope section (the agile variant answers for an agile project)",
      returns: "{ items }",
      body: [ScopeImproveRequest, ImproveAgileScopeRequest],
      errors: [502],
      response: Schema.Union(ScopeImproveResponse, ImproveAgileScopeResponse)
    }
  }
}

export const riskDocs: ModuleDoc = {
  tag: "Risk register",
  description: "Risk Register (waterfall.md §7 Risk); method-neutral, agile projects use it too.",
  prefixes: ["/api/risk"],
  access: "subscriber",
  routes: {
    "GET /list": { summary: "The project's risks with RAG score and label", returns: "{ risks: [{ id, title, …, rag_score, rag_label, version }] }", query: ProjectQuery, response: RiskListResponse },
    "POST /generate": { summary: "Draft the register (replaces it)", returns: "{ status: \"ok\", model, count, risks, saved_id }", body: RiskGenerateRequest, errors: [502], response: RiskGenerateResponse },
    "POST /generate_more": { summary: "Draft 3-5 more risks", returns: "{ status, added, model, risks, saved_id }", body: RiskGenerateMoreRequest, errors: [502], response: RiskGenerateMoreResponse },
    "POST /update": { summary: "Edit a risk", returns: "{ ok, risk, saved_id }", body: RiskUpdateRequest, errors: [409], response: RiskSavedResponse },
    "POST /delete": { summary: "Delete a risk", returns: "{ ok, saved_id }", body: RiskDeleteRequest, errors: [409], response: RiskSnapshotResponse },
    "POST /mitigation": { summary: "Draft a mitigation and contingency (stored on the risk when risk_id is sent)", returns: "{ mitigation, contingency, model } (+ risk)", body: RiskMitigationRequest, errors: [409, 502], response: RiskMitigationResponse },
    "POST /add": { summary: "Add a risk", returns: "{ ok, risk, saved_id }", body: RiskAddRequest, response: RiskSavedResponse },
    "POST /snapshot": { summary: "Snapshot the register", returns: "{ ok, saved_id }", body: RiskSnapshotRequest, response: RiskSnapshotResponse },
    "GET /export.csv": { summary: "The register as CSV", returns: "risk_register_{project}_{date}.csv", query: ProjectQuery, answer: "csv" }
  }
}

export const stakeholderDocs: ModuleDoc = {
  tag: "Stakeholders",
  description: "Stakeholders and RACI (waterfall.md §7 Stakeholders); method-neutral.",
  prefixes: ["/api/stakeholder"],
  access: "subscriber",
  routes: {
    "GET /list": { summary: "The stakeholders with RACI", returns: "{ stakeholders: [...] }", query: ProjectQuery, response: StakeholderListResponse },
    "POST /upsert": { summary: "Add and update stakeholders (one stale row refuses all)", returns: "{ ok, saved, stakeholders }", body: StakeholderUpsertRequest, errors: [409], response: StakeholderUpsertResponse },
    "POST /delete": { summary: "Delete a stakeholder", returns: "{ ok }", body: StakeholderDeleteRequest, errors: [409], response: OkResponse },
    "POST /strategy_raci": { summary: "Draft strategies and RACI (stored with overwrite)", returns: "{ suggestions, stakeholders }", body: StakeholderStrategyRequest, errors: [502], response: StakeholderStrategyResponse },
    "POST /matrix": { summary: "Save the influence/interest grid", returns: "{ matrix_id, matrix_image_path, matrix_png_path, points }", body: StakeholderMatrixRequest, response: StakeholderMatrixResponse },
    "GET /matrix/{project}/{file}": { summary: "The saved grid as SVG ({id}.svg) or PNG ({id}.png)", returns: "the image", answer: "image" }
  }
}

export const commsDocs: ModuleDoc = {
  tag: "Comms plan",
  description: "Short Communications Plan (waterfall.md §7 Comms); approach Waterfall or Agile.",
  prefixes: ["/api/comms"],
  access: "subscriber",
  routes: {
    "GET /prefill": { summary: "A suggested context from the saved artefacts", returns: "{ suggested_context }", query: CommsQuery, response: CommsPrefillResponse },
    "GET /latest": { summary: "The latest plan for the approach", returns: "{ found, plan, context_used, id, saved_id, project_approach, project_method }", query: CommsQuery, response: CommsLatestResponse },
    "POST /shortplan": { summary: "Draft and save a new plan", returns: "{ plan, context_used, saved_id, id }", body: CommsShortplanRequest, errors: [502], response: CommsDraftResponse },
    "POST /save": { summary: "Save the plan's rows as edited (issue 37); base_id must be the newest plan's id", returns: "{ ok, plan, id, saved_id }", body: CommsSaveRequest, errors: [409], response: CommsSaveResponse }
  }
}

export const wbsDocs: ModuleDoc = {
  tag: "WBS",
  description: "WBS Builder and Execution Summary (waterfall.md §7 WBS).",
  prefixes: ["/api/wbs"],
  access: "subscriber",
  routes: {
    "GET /": { summary: "The WBS rows in WBS order", returns: "{ items }", query: ProjectQuery, response: WbsListResponse },
    "POST /item": { summary: "Add a row (last child of parent_id, or right after after_id)", returns: "{ ok, id, item }", body: NewWbsItem, status: 201, response: WbsItemCreatedResponse },
    "POST /items": { summary: "Add a task list (paste or import) in one call", returns: "{ ok, inserted, ids }", body: WbsItemsRequest, status: 201, response: WbsItemsAddedResponse },
    "PUT /item/{id}": { summary: "Edit a row (a parent change indents or outdents)", returns: "{ ok, item }", body: WbsItemPatch, errors: [409], response: WbsItemUpdatedResponse },
    "DELETE /item/{id}": { summary: "Delete a row and its sub-rows", returns: "{ ok }", query: VersionQuery, errors: [409], response: OkResponse },
    "POST /generate": { summary: "Draft the WBS (replaces it)", returns: "{ ok, inserted_rows, items, warnings? }", body: WbsGenerateRequest, errors: [502], response: WbsGenerateResponse },
    "POST /recalc": { summary: "Recalculate working-day dates", returns: "{ ok, base_start, updated, items }", body: WbsRecalcRequest, response: WbsRecalcResponse },
    "GET /export.csv": { summary: "The WBS as CSV", returns: "wbs_{project}_{date}.csv", query: ProjectQuery, answer: "csv" },
    "GET /export.xml": { summary: "The WBS with its links as MS Project XML (MSPDI)", returns: "wbs_{project}_{date}.xml", query: ProjectQuery, answer: "xml" },
    "GET /export.ics": { summary: "Milestones and phase gates of the WBS as iCalendar", returns: "wbs_{project}_{date}.ics", query: ProjectQuery, answer: "calendar" },
    "GET /import/stamp": { summary: "The WBS's stamp, to send with an import", returns: "{ stamp, rows }", query: ProjectQuery, response: WbsImportStampResponse },
    "POST /import": { summary: "Replace the WBS with (or append) an MS Project XML plan", returns: "{ ok, mode, inserted, links, stamp, items }", body: WbsImportRequest, errors: [409, 413], response: WbsImportResponse },
    "GET /summary": { summary: "The execution summary", returns: "{ found, content_md, created_at, updated_at, version, phase }", query: SummaryQuery, response: ExecutionSummaryView },
    "POST /summary/regenerate": { summary: "Draft or expand the execution summary", returns: "the saved summary", body: SummaryRegenerateRequest, errors: [502], response: SummaryRegenerateResponse },
    "POST /summary/save": { summary: "Save the execution summary", returns: "{ ok, ...summary }", body: SummarySaveRequest, errors: [409], response: SummarySaveResponse }
  }
}

export const budgetDocs: ModuleDoc = {
  tag: "Budget",
  description: "Budget (waterfall.md §7 Budget).",
  prefixes: ["/api/budget"],
  access: "subscriber",
  routes: {
    "GET /defaults": { summary: "The default configuration and rate card", returns: "{ contingency_pct, default_rate, rates, deliverable_overrides, currency, region, pricing_horizon_months, … }", access: "session", response: BudgetDefaultsResponse },
    "GET /snapshot": { summary: "The saved budget", returns: "{ found, budget, totals, config, version }", query: ProjectQuery, response: BudgetSnapshotResponse },
    "POST /generate": { summary: "Build the budget from the WBS, rate card and extras", returns: "{ budget, weeks, rough, warning?, version }", body: BudgetGenerateRequest, errors: [502], response: BudgetGenerateResponse },
    "POST /update_cost_types": { summary: "Set lines to CAPEX or OPEX", returns: "{ ok, totals, budget, version }", body: BudgetCostTypesRequest, errors: [409], response: BudgetCostTypesResponse },
    "GET /export": { summary: "The budget as CSV", returns: "budget_{project}_{date}.csv", query: ProjectQuery, answer: "csv" }
  }
}
