// Saves a reviewed project draft (issue 35): the project and every module of its method in ONE transaction,
// within the plan's limits (platform.md §5 and §6); a failure anywhere saves nothing.
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import type { ProjectArtefacts } from "../../document/artefacts"
import type { ProvenanceMap } from "../../drafting/provenance/provenance"
import { AgileDocumentRepository } from "../../ports/agile/agile-document-repository"
import { BacklogRepository } from "../../ports/agile/backlog-repository"
import { ScheduleTaskRepository, type ScheduleTaskType } from "../../ports/agile/schedule-task-repository"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"
import { Transactor } from "../../ports/transactor"
import { BudgetRepository } from "../../ports/waterfall/budget-repository"
import { CommsRepository } from "../../ports/waterfall/comms-repository"
import { ExecutionSummaryRepository } from "../../ports/waterfall/execution-summary-repository"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import { StakeholderRepository } from "../../ports/waterfall/stakeholder-repository"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import { AGILE_BUDGET_DEFAULTS, WATERFALL_BUDGET_DEFAULTS } from "../../rules/budget/budget-defaults"
import { effectiveCostType } from "../../rules/budget/effective-cost-type"
import { reviewLines } from "../../rules/pack-review/review-lines"
import { parsePredecessors } from "../../rules/planning/network/predecessor-notation"
import { checkEntitlement, type Feature } from "../../rules/platform/entitlements"
import type { Plan } from "../../rules/platform/plans"
import { DEFAULT_SUMMARY_PHASE } from "../../schemas/execution-summary"
import { SetupFlags } from "../../schemas/scope"
import { SCOPE_SECTIONS } from "../../schemas/enum-lists"
import { dedupeAgileScope, readAgileScope } from "../agile/agile-scope-document"
import type { Authenticated } from "../platform/authenticate-session"
import { createProject } from "../platform/create-project"
import { PlanLimit } from "../platform/errors"
import { loadPlanAccess } from "../platform/plan-access"
import { DEFAULT_RISK_STATUS } from "../waterfall/new-risk-records"

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback)
const bool = (v: unknown): boolean => v === true

/** platform.md §6: a module the plan does not allow, with lines still ticked, answers 402 with its upgrade message. */
const requireAllowed = (plan: Pick<Plan, "paid">, a: ProjectArtefacts) =>
  Effect.gen(function* () {
    const scopeMost = Math.max(0, ...SCOPE_SECTIONS.map((s) => (a.scope?.[s] ?? []).length))
    const uses: ReadonlyArray<readonly [Feature, number]> = [
      ["scope.add_item", scopeMost],
      ["risk.add", (a.risks ?? []).length],
      ["stakeholders", (a.stakeholders ?? []).length],
      ["wbs", (a.wbs ?? []).length],
      ["comms", a.comms ? 1 : 0]
    ]
    for (const [feature, adding] of uses) {
      if (adding === 0) continue
      const checked = checkEntitlement(plan, feature, { current: 0, adding })
      if (Either.isLeft(checked)) return yield* new PlanLimit({ message: checked.left.message, cta: checked.left.cta })
    }
  })

const saveWaterfallScope = (projectId: number, a: ProjectArtefacts, at: Date) =>
  Effect.gen(function* () {
    const s = a.scope
    if (!s) return
    const flags = s.SetupFlags ?? {}
    const procurement = str(flags.procurement) || "None"
    const thirdParties = str(flags.third_parties) || "None"
    const setup = Schema.decodeUnknownSync(SetupFlags)({
      delivery_approach: "Waterfall",
      procurement,
      third_parties: thirdParties,
      has_software: procurement === "Software" || procurement === "Both",
      has_hardware: procurement === "Hardware" || procurement === "Both",
      has_third_party: thirdParties !== "None"
    })
    const scope = {
      ...Object.fromEntries(SCOPE_SECTIONS.map((section) => [section, s[section] ?? []])),
      in_scope: s.InScope ?? "",
      setup_flags: setup,
      input_summary: `Waterfall; procurement ${procurement}; third parties ${thirdParties}`,
      detail: {},
      clarification_answers: s.clarification_answers ?? {}
    }
    const repo = yield* ScopeRepository
    yield* repo.save({ projectId, scope, history: {}, savedAt: at, clearBackground: false }, null)
    const background = typeof s.background === "string" ? s.background : (s.background?.text ?? "")
    if (background.trim() !== "") yield* repo.saveBackground(projectId, background, at)
  })

/** The saved row ids of drafted lines by review line key ("risks.0" -> the risk's id), for their provenance: the
 * rows a module screen edits one at a time (risks, stakeholders, WBS rows, schedule tasks, epics and stories). */
type RecordIds = Map<string, number>

const saveShared = (projectId: number, a: ProjectArtefacts, at: Date, approach: "Waterfall" | "Agile", recordIds: RecordIds) =>
  Effect.gen(function* () {
    const stakeholders = yield* StakeholderRepository
    for (const [i, s] of (a.stakeholders ?? []).entries()) {
      const saved = yield* stakeholders.insert(
        projectId,
        {
          name: str(s.name),
          role: str(s.role),
          org: str(s.org),
          internal_external: str(s.internal_external) || "Internal",
          influence: num(s.influence, 5),
          interest: num(s.interest, 5),
          attitude: str(s.attitude) || "Neutral",
          on_board: bool(s.on_board),
          board_role: s.board_role ? str(s.board_role) : null,
          responsibilities: [...(s.responsibilities ?? [])],
          R: bool(s.R),
          A: bool(s.A),
          C: bool(s.C),
          I: bool(s.I),
          strategy: str(s.strategy)
        },
        at
      )
      recordIds.set(`stakeholders.${i}`, saved.id)
    }
    const risks = a.risks ?? []
    if (risks.length > 0) {
      const saved = yield* (yield* RiskRepository).insert(
        risks.map((r) => ({
          projectId,
          title: str(r.title).trim(),
          description: str(r.description),
          category: str(r.category),
          likelihood: str(r.likelihood),
          impact: str(r.impact),
          mitigation: str(r.mitigation),
          contingency: str(r.contingency),
          status: str(r.status) || DEFAULT_RISK_STATUS,
          source: "brief",
          createdAt: at
        }))
      )
      saved.forEach((r, i) => recordIds.set(`risks.${i}`, r.id))
    }
    if (a.comms)
      yield* (yield* CommsRepository).save({
        projectId,
        approach,
        method: approach === "Agile" ? "Agile / Product" : "PRINCE2",
        contextUsed: str(a.brief_text),
        plan: a.comms,
        createdAt: at
      })
  })

const saveWbs = (projectId: number, a: ProjectArtefacts, recordIds: RecordIds) =>
  Effect.gen(function* () {
    const repo = yield* WbsRepository
    const ids = new Map<string, number>()
    for (const row of a.wbs ?? []) {
      const saved = yield* repo.insert(projectId, {
        parentId: row.parent_id == null ? null : (ids.get(str(row.parent_id)) ?? null),
        orderIndex: num((row as { readonly order_index?: unknown }).order_index),
        task: str(row.task),
        duration_days: num(row.duration_days),
        start_date: row.start_date ?? null,
        end_date: row.end_date ?? null,
        resource: str(row.resource),
        // issue 33: a task a blackout window holds keeps its 'start no earlier than'
        ...(row.start_no_earlier_than ? { start_no_earlier_than: str(row.start_no_earlier_than) } : {})
      })
      ids.set(str(row.id), saved.id)
      recordIds.set(`wbs.${str(row.id)}`, saved.id)
    }
    // issue 22: the drafted links by the saved ids; a link to an unticked row goes with it
    for (const row of a.wbs ?? []) {
      const parsed = parsePredecessors(str(row.predecessors))
      const links = Either.isRight(parsed)
        ? parsed.right.flatMap((l) => {
            const predecessorId = ids.get(l.ref)
            return predecessorId === undefined ? [] : [{ predecessorId, type: l.type, lag: l.lag }]
          })
        : []
      if (links.length > 0) yield* repo.setLinks(projectId, ids.get(str(row.id))!, links)
    }
  })

const budgetLines = (a: ProjectArtefacts) =>
  (a.budget?.items ?? []).map((b, i) => {
    const line = { category: str(b.category), item: str(b.item), estimated_cost: num(b.estimated_cost), justification: str(b.justification), cost_type: b.cost_type === "CAPEX" ? ("CAPEX" as const) : b.cost_type === "OPEX" ? ("OPEX" as const) : null, phase: b.phase ? str(b.phase) : null, rollup: false }
    const costType: "CAPEX" | "OPEX" = line.cost_type ?? (effectiveCostType(line) === "CAPEX" ? "CAPEX" : "OPEX")
    return { ...line, id: i + 1, cost_type: costType }
  })

const saveWaterfall = (projectId: number, a: ProjectArtefacts, at: Date, recordIds: RecordIds) =>
  Effect.gen(function* () {
    yield* saveWaterfallScope(projectId, a, at)
    yield* saveShared(projectId, a, at, "Waterfall", recordIds)
    yield* saveWbs(projectId, a, recordIds)
    const summary = a.executionSummary?.content_md
    if (summary) yield* (yield* ExecutionSummaryRepository).save(projectId, DEFAULT_SUMMARY_PHASE, summary, at, null)
    if (a.budget) {
      const config = { ...WATERFALL_BUDGET_DEFAULTS, currency: a.budget.config?.currency ?? WATERFALL_BUDGET_DEFAULTS.currency, contingency_pct: a.budget.config?.contingency_pct ?? WATERFALL_BUDGET_DEFAULTS.contingency_pct }
      yield* (yield* BudgetRepository).save(projectId, budgetLines(a), config, at, null)
    }
  })

const TASK_TYPES: ReadonlyArray<ScheduleTaskType> = ["task", "phase", "gate", "sprint"]

const saveAgile = (projectId: number, name: string, a: ProjectArtefacts, at: Date, recordIds: RecordIds) =>
  Effect.gen(function* () {
    const documents = yield* AgileDocumentRepository
    if (a.agileScope) yield* documents.write(projectId, "scope", dedupeAgileScope(readAgileScope(a.agileScope)), null)
    const backlog = yield* BacklogRepository
    const epicIds = new Map<string, number>()
    for (const e of a.epics ?? []) {
      const saved = yield* backlog.insertEpic(projectId, { key: str(e.key), name: str(e.name), outcome_link: str(e.outcome_link), nfr_tags: [...(e.nfr_tags ?? [])], order_index: num(e.order_index) })
      epicIds.set(str(e.id), saved.id)
      recordIds.set(`epics.${str(e.id)}`, saved.id)
    }
    const storyIds = new Map<string, number>()
    for (const s of a.stories ?? []) {
      const priority = s.priority === 1 || s.priority === 2 || s.priority === 3 ? s.priority : null
      const status = s.status === "in_progress" || s.status === "done" || s.status === "todo" ? s.status : "todo"
      const saved = yield* backlog.insertStory(projectId, {
        epic_id: s.epic_id == null ? null : (epicIds.get(str(s.epic_id)) ?? null),
        as_a: str(s.as_a),
        i_want: str(s.i_want),
        so_that: str(s.so_that),
        acceptance: [...(s.acceptance ?? [])],
        points: typeof s.points === "number" ? s.points : null,
        priority,
        status,
        order_index: num(s.order_index)
      })
      storyIds.set(str(s.id), saved.id)
      recordIds.set(`stories.${str(s.id)}`, saved.id)
    }
    if (a.release) {
      const lane = (entries: ReadonlyArray<{ readonly story_id?: unknown; readonly order_index?: unknown }> | null | undefined) =>
        (entries ?? []).flatMap((e) => {
          const id = storyIds.get(str(e.story_id))
          return id === undefined ? [] : [{ story_id: id, order_index: num(e.order_index) }]
        })
      const lanes = a.release.lanes
      yield* documents.write(projectId, "release", { lanes: { now: lane(lanes?.now), next: lane(lanes?.next), later: lane(lanes?.later) }, ...(a.release.wip_limits ? { wip_limits: a.release.wip_limits } : {}) }, null)
    }
    if (a.schedule) {
      const tasks = yield* ScheduleTaskRepository
      const ids = new Map<string, number>()
      for (const r of a.schedule.tasks ?? []) {
        const type = TASK_TYPES.find((t) => t === r.type) ?? "task"
        const inserted = yield* tasks.insert(projectId, {
          parent_id: r.parent_id == null ? null : (ids.get(str(r.parent_id)) ?? null),
          phase_id: r.phase_id == null || str(r.phase_id) === str(r.id) ? null : (ids.get(str(r.phase_id)) ?? null),
          title: str(r.title ?? r.task),
          duration_days: type === "gate" ? 0 : num(r.duration_days),
          start_date: r.start_date ?? null,
          end_date: r.end_date ?? null,
          type,
          resource_json: str(r.resource_json),
          order_index: num(r.order_index),
          badge_epics: num(r.badge_epics),
          badge_stories: num(r.badge_stories),
          badge_points: num(r.badge_points)
        })
        ids.set(str(r.id), inserted.id)
        recordIds.set(`schedule.${str(r.id)}`, inserted.id)
        // a phase is its own phase (agile.md §3: phase_id is the top ancestor)
        if (r.parent_id == null) yield* tasks.update(projectId, { ...inserted, phase_id: inserted.id })
      }
      const plan = a.schedule.plan
      yield* documents.write(projectId, "schedule", { title: str(plan?.title) || `${name} delivery plan`, project_name: name, base_start: plan?.base_start ?? null }, null)
    }
    if (a.budget) {
      const items = budgetLines(a)
      yield* documents.write(
        projectId,
        "budget",
        {
          items,
          contingency_pct: a.budget.config?.contingency_pct ?? AGILE_BUDGET_DEFAULTS.contingency_pct,
          currency: a.budget.config?.currency ?? AGILE_BUDGET_DEFAULTS.currency,
          config: {},
          labour_rollup: AGILE_BUDGET_DEFAULTS.labour_rollup,
          generated_at: at.toISOString()
        },
        null
      )
    }
    yield* saveShared(projectId, a, at, "Agile", recordIds)
  })

/** Each kept line's provenance with the row it became (issue 35). */
const saveProvenance = (projectId: number, a: ProjectArtefacts, provenance: ProvenanceMap, recordIds: RecordIds) =>
  Effect.flatMap(LineProvenanceRepository, (repo) =>
    repo.saveAll(
      projectId,
      reviewLines(a).flatMap((l) => {
        const p = provenance[l.key]
        return p ? [{ key: l.key, module: l.module, recordId: recordIds.get(l.key) ?? null, text: l.text, provenance: p }] : []
      })
    )
  )

/**
 * POST /projects/from-draft: creates the project (the create rules of platform.md §5: name, method on the plan,
 * unique name, capacity) and writes every drafted module, all in one transaction; answers the project.
 */
export const saveDraftedProject = (auth: Authenticated, draft: ProjectArtefacts, provenance?: ProvenanceMap) =>
  Effect.flatMap(Transactor, (tx) =>
    tx.run(
      Effect.gen(function* () {
        const project = yield* createProject(auth, { name: draft.project.name, methodology: draft.project.method })
        const access = yield* loadPlanAccess(auth.user.id, auth.now)
        yield* requireAllowed(access.plan, draft)
        const recordIds: RecordIds = new Map()
        if (project.methodology === "agile") yield* saveAgile(project.id, project.name, draft, auth.now, recordIds)
        else yield* saveWaterfall(project.id, draft, auth.now, recordIds)
        if (provenance) yield* saveProvenance(project.id, draft, provenance, recordIds)
        return project
      })
    )
  )
