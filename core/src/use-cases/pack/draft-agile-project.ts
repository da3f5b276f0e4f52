import * as Effect from "effect/Effect"
import type { ResolvedBrief } from "../../brief/resolve-brief"
import type { AgileScopeInput, EpicInput, ProjectArtefacts, StoryInput } from "../../document/artefacts"
import { DEFAULT_STORIES_PER_EPIC } from "../../drafting/backlog"
import type { DraftingError } from "../../drafting/drafting-error"
import { sameTextKey } from "../../drafting/guards"
import { Drafter } from "../../ports/drafter"
import type { InvalidBaseStart } from "../../rules/planning/dates/date-errors"
import { autoPlan } from "../../rules/planning/release/auto-plan"
import { storyPoints } from "../../rules/planning/release/story-points"
import { DEFAULT_WIP_LIMITS } from "../../rules/planning/release/wip-limits"
import { DEFAULT_SPRINT_DAYS } from "./agile-plan-template"
import { agileScheduleRows, planSprints, type ScheduleRow, type Sprint } from "./agile-schedule"
import { sprintsForMoney, sprintsToDeadline } from "./agile-horizon"
import { agileSummary, briefContext, joinContext } from "./brief-context"
import type { DraftProjectOptions } from "./draft-options"
import { commsSummary } from "./pack-comms"
import { budgetSummaryAgainst, draftBudget } from "./pack-budget"
import { draftRisks, risksSummary } from "./pack-risks"
import { withRiskOwners } from "../../rules/risk/risk-owner"
import { draftStakeholders, stakeholdersSummary } from "./pack-stakeholders"
import { briefLimitWarnings, planFinishLimit, readBriefLimits } from "../../rules/planning/brief-limits"
import { planSpan } from "./wbs-rows"
import { plural, step } from "./step"

/** agile.md §9: epic and release order in steps of 10. */
const ORDER_STEP = 10

const itemTitles = (items: ReadonlyArray<{ readonly title: string }>): Array<string> => items.map((i) => i.title)

/**
 * Every agile module drafted in memory, in the order of agile.md §1: quick draft -> agile scope ->
 * epics -> stories -> release auto-plan -> schedule with dates -> risks -> budget -> stakeholders -> comms.
 */
export const draftAgileProject = (
  brief: ResolvedBrief,
  options: DraftProjectOptions
): Effect.Effect<ProjectArtefacts, DraftingError | InvalidBaseStart, Drafter> =>
  Effect.gen(function* () {
    const drafter = yield* Drafter
    const run = step("agile", options.onProgress, options.kept)
    const name = brief.project.name
    const context = briefContext(brief)

    const quick = yield* run(
      "quick_draft",
      drafter.agileQuickDraft({ project_name: name, summary: agileSummary(brief) }),
      (d) => `${plural(d.problems_outcomes.outcomes.length, "outcome")}, ${plural(d.personas.length, "persona")}`
    )

    const agileScope = yield* run(
      "agile_scope",
      Effect.gen(function* () {
        const { vision } = yield* drafter.expandVision({
          project_name: name,
          current_text: quick.vision.text,
          north_star_metric: quick.vision.north_star_metric,
          context
        })
        const scope: AgileScopeInput = { ...quick, vision }
        return { scope, draft: { ...quick, vision } }
      }),
      ({ draft }) => {
        const nfrs = Object.values(draft.nfrs).reduce((n, items) => n + items.length, 0)
        return `north star: ${draft.vision.north_star_metric || "set"}; ${plural(nfrs, "NFR")}`
      }
    )
    const scopeDraft = agileScope.draft
    const scopeText = joinContext([scopeDraft.vision.text, context])

    const epics = yield* run(
      "epics",
      Effect.gen(function* () {
        const { epics } = yield* drafter.draftEpics({
          project_name: name,
          vision: scopeDraft.vision.text,
          outcomes: itemTitles(scopeDraft.problems_outcomes.outcomes),
          nfrs: [...itemTitles(scopeDraft.nfrs.security), ...itemTitles(scopeDraft.nfrs.performance), ...itemTitles(scopeDraft.nfrs.privacy), ...itemTitles(scopeDraft.nfrs.compliance)],
          personas: scopeDraft.personas.map((p) => p.name),
          context
        })
        return epics.map((e, i) => ({ id: `E${i + 1}`, ...e, order_index: (i + 1) * ORDER_STEP }))
      }),
      (e) => plural(e.length, "epic")
    )

    const stories = yield* run(
      "stories",
      Effect.gen(function* () {
        const { stories } = yield* drafter.draftStories({
          project_name: name,
          epics: epics.map((e) => ({ key: e.key, name: e.name, outcome_link: e.outcome_link })),
          per_epic: brief.agile?.stories_per_epic ?? DEFAULT_STORIES_PER_EPIC,
          personas: scopeDraft.personas.map((p) => p.name),
          context
        })
        const epicId = new Map(epics.map((e) => [sameTextKey(e.key), e.id]))
        return stories.map((s, i) => ({
          id: `S${i + 1}`,
          epic_id: epicId.get(sameTextKey(s.epic_key)) ?? epics[0]?.id ?? null,
          as_a: s.as_a,
          i_want: s.i_want,
          so_that: s.so_that,
          acceptance: s.acceptance,
          points: s.points,
          priority: s.priority,
          status: "todo",
          order_index: (i + 1) * ORDER_STEP
        }))
      }),
      (s) => `${plural(s.length, "story", "stories")}, ${s.reduce((n, x) => n + storyPoints(x.points), 0)} points`
    )

    const nowLimit = brief.agile?.now_points ?? DEFAULT_WIP_LIMITS.now
    const wipLimits = { ...DEFAULT_WIP_LIMITS, now: nowLimit }
    const planStories = stories.map((s) => ({ id: s.id, points: s.points, priority: s.priority, status: s.status, order_index: s.order_index }))

    const lanes = yield* run(
      "release",
      Effect.sync(() => autoPlan(planStories, wipLimits)),
      (l) => `Now ${l.now.length}, Next ${l.next.length}, Later ${l.later.length} (Now limit ${nowLimit} points)`
    )

    // the dated plan of a number of sprints, each row with the roles the drafter gives it
    const scheduleFor = (sprints: ReadonlyArray<Sprint>, sprintDays: number) =>
      Effect.gen(function* () {
        const rows = yield* agileScheduleRows(sprints, sprintDays, brief.start)
        const work = rows.filter((r) => r.type === "task" || r.type === "sprint")
        const { assignments } = yield* drafter.scheduleResources({
          project_name: name,
          tasks: work.map((r) => ({ id: r.id, title: r.title, type: r.type, phase: r.phase })),
          context: scopeText
        })
        const roles = new Map(assignments.map((a) => [a.id, a.resource]))
        return rows.map((r) => {
          const resource = roles.get(r.id)
          return resource !== undefined && resource.length > 0 ? { ...r, resource_json: JSON.stringify(resource) } : r
        })
      })
    // a shorter plan takes its roles from the longer one already resourced (the same tasks, the first sprints)
    const withRolesOf = (rows: ReadonlyArray<ScheduleRow>, resourced: ReadonlyArray<ScheduleRow>): Array<ScheduleRow> => {
      const sprintRoles = resourced.filter((r) => r.type === "sprint").map((r) => r.resource_json)
      const taskRoles = new Map(resourced.filter((r) => r.type !== "sprint").map((r) => [`${r.phase}|${r.title}`, r.resource_json]))
      let k = 0
      return rows.map((r) => ({ ...r, resource_json: (r.type === "sprint" ? sprintRoles[k++] : taskRoles.get(`${r.phase}|${r.title}`)) ?? r.resource_json }))
    }
    // the schedule's rows and, when the money named pays for fewer sprints than the deadline allows, what those would cost
    // (one value, so a schedule kept from an earlier attempt keeps it too)
    const scheduled = yield* run(
      "schedule",
      Effect.gen(function* () {
        const planned = planSprints(lanes, stories.map((s) => ({ id: s.id, epic_id: String(s.epic_id ?? ""), points: s.points })), nowLimit)
        const sprintDays = brief.agile?.sprint_days ?? DEFAULT_SPRINT_DAYS
        // issue 33: the sprints run to the date the brief names (less a reserve), in increments, not 2-3 sprints and done
        // (or the horizon of the brief's aim, "400 people reached by 30 June 2028", when it is earlier or the only date)
        const deadline = planFinishLimit(readBriefLimits(context))?.date.toISOString().slice(0, 10)
        const sprints = sprintsToDeadline(planned, sprintDays, brief.start, deadline)
        const rows = yield* scheduleFor(sprints, sprintDays)
        const asPlanned = { rows, sprintsToDate: undefined as { readonly sprints: number; readonly total: number } | undefined }
        // ... and no further than the money named pays for (the team is sized to it first, in the budget)
        const cap = readBriefLimits(context).budgetCap
        if (cap === undefined || sprints.length <= planned.length) return asPlanned
        const full = (yield* draftBudget(brief, rows, scopeText)).totals?.total ?? 0
        if (full <= cap.value) return asPlanned
        const fewest = (yield* draftBudget(brief, withRolesOf(yield* agileScheduleRows(planned, sprintDays, brief.start), rows), scopeText)).totals?.total ?? 0
        const n = sprintsForMoney({ cap: cap.value, least: { sprints: planned.length, total: fewest }, most: { sprints: sprints.length, total: full } })
        if (n >= sprints.length) return asPlanned
        return { rows: withRolesOf(yield* agileScheduleRows(sprints.slice(0, n), sprintDays, brief.start), rows), sprintsToDate: { sprints: sprints.length, total: full } }
      }),
      ({ rows }) => {
        const span = planSpan(rows)
        // issue 19: the step says when the schedule ends after the brief's deadline
        return [`${plural(rows.filter((r) => r.type === "phase").length, "phase")}, ${plural(rows.filter((r) => r.type === "sprint").length, "sprint")}, ${span.start ?? "?"} to ${span.end ?? "?"}`, ...briefLimitWarnings({ text: context, finish: span.end })].join(". ")
      }
    )
    const schedule = scheduled.rows
    const sprintsToDate = scheduled.sprintsToDate

    const risks = yield* run(
      "risks",
      draftRisks(
        name,
        joinContext([brief.risks?.context, scopeText, scopeDraft.top_risks.length > 0 && `Known risks: ${itemTitles(scopeDraft.top_risks).join("; ")}.`]),
        options.now.toISOString()
      ),
      risksSummary
    )

    const budget = yield* run("budget", draftBudget(brief, schedule, scopeText, sprintsToDate), budgetSummaryAgainst(context))
    const stakeholders = yield* run("stakeholders", draftStakeholders(brief, scopeText), stakeholdersSummary)
    const comms = yield* run(
      "comms",
      drafter.commsPlan({ project_name: name, context: scopeText || name, project_approach: "Agile", project_method: "Agile / Product" }),
      commsSummary
    )

    const epicInputs: Array<EpicInput> = epics
    const storyInputs: Array<StoryInput> = stories
    return {
      project: {
        name,
        method: "agile",
        ...(brief.project.client !== undefined ? { client: brief.project.client } : {}),
        ...(brief.project.supplier !== undefined ? { supplier: brief.project.supplier } : {})
      },
      agileScope: agileScope.scope,
      epics: epicInputs,
      stories: storyInputs,
      release: { lanes, wip_limits: wipLimits },
      schedule: { plan: { title: `${name} delivery plan`, project_name: name, base_start: brief.start }, tasks: schedule },
      // each risk's owner is the stakeholder whose role answers for that kind of risk (drafted after the register)
      risks: withRiskOwners(risks, stakeholders),
      budget,
      stakeholders,
      comms,
      brief_text: context
    } satisfies ProjectArtefacts
  })
