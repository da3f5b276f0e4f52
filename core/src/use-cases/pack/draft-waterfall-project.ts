import * as Effect from "effect/Effect"
import type { ResolvedBrief } from "../../brief/resolve-brief"
import type { ProjectArtefacts, WaterfallScopeInput } from "../../document/artefacts"
import type { GoalDraft } from "../../drafting/common"
import type { DraftingError } from "../../drafting/drafting-error"
import { countWords, sameTextKey } from "../../drafting/guards"
import { Drafter } from "../../ports/drafter"
import type { InvalidBaseStart } from "../../rules/planning/dates/date-errors"
import { briefContext, clarificationAnswers, joinContext } from "./brief-context"
import { budgetSummaryAgainst, draftBudget } from "./pack-budget"
import type { DraftProjectOptions } from "./draft-options"
import { commsSummary } from "./pack-comms"
import { draftRisks, risksSummary } from "./pack-risks"
import { withRiskOwners } from "../../rules/risk/risk-owner"
import { draftStakeholders, stakeholdersSummary } from "./pack-stakeholders"
import { briefLimitWarnings, formatLongDate } from "../../rules/planning/brief-limits"
import { NO_WINDOW_HOLDS, windowLines, type WindowHolds } from "./blackout-fit"
import { fitWbsToDeadline } from "./deadline-fit"
import { plural, step } from "./step"
import { planSpan, wbsRows } from "./wbs-rows"

/** "The project starts on 2 March 2026." for the drafter, which reads dates from words. */
const startSentence = (start: string): string | false => {
  const d = new Date(`${start}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && `The project starts on ${formatLongDate(d)}.`
}

const titles = (items: ReadonlyArray<{ readonly title: string }>): Array<string> => items.map((i) => i.title)

/** The brief's own goals first (with drafted KPIs), then the drafted goals that say something else. */
const mergeGoals = (brief: ResolvedBrief, drafted: ReadonlyArray<GoalDraft>) =>
  Effect.gen(function* () {
    const drafter = yield* Drafter
    const own: Array<GoalDraft> = []
    for (const title of brief.goals ?? []) {
      const match = drafted.find((g) => sameTextKey(g.title) === sameTextKey(title))
      if (match !== undefined) {
        own.push(match)
        continue
      }
      const { kpis } = yield* drafter.moreKpis({ project_name: brief.project.name, goal_title: title, existing_kpis: [] })
      own.push({ title, rationale: "A goal the sponsor has set for the project.", kpis })
    }
    const taken = new Set(own.map((g) => sameTextKey(g.title)))
    return [...own, ...drafted.filter((g) => !taken.has(sameTextKey(g.title)))]
  })

/** The execution summary with a "Working windows" section when the brief's windows hold some of the plan's work. */
const withWindowLines = (summary: { readonly content_md: string }, lines: ReadonlyArray<string>) =>
  lines.length === 0 ? summary : { ...summary, content_md: `${summary.content_md.trimEnd()}\n\n## Working windows\n${lines.map((l) => `- ${l}`).join("\n")}\n` }

/**
 * Every waterfall module drafted in memory, in the module order of waterfall.md: scope -> stakeholders
 * + RACI -> risks -> WBS dated from the brief's start -> execution summary -> budget -> comms plan.
 */
export const draftWaterfallProject = (
  brief: ResolvedBrief,
  options: DraftProjectOptions
): Effect.Effect<ProjectArtefacts, DraftingError | InvalidBaseStart, Drafter> =>
  Effect.gen(function* () {
    const drafter = yield* Drafter
    const run = step("waterfall", options.onProgress, options.kept)
    const name = brief.project.name
    const context = briefContext(brief)

    const scope = yield* run(
      "scope",
      Effect.gen(function* () {
        const answers = clarificationAnswers(brief)
        const setup = {
          delivery_approach: "Waterfall / PRINCE2",
          procurement: brief.procurement ?? "None",
          third_parties: brief.third_parties ?? "None"
        }
        const draft = yield* drafter.draftScope({ project_name: name, ...setup, clarification_answers: answers })
        const goals = yield* mergeGoals(brief, draft.goals)
        const background =
          brief.background ??
          (yield* drafter.draftBackground({
            project_name: name,
            setup,
            in_scope: draft.in_scope,
            scope_titles: [...titles(goals), ...titles(draft.deliverables)],
            clarification_answers: answers
          })).background
        const result: WaterfallScopeInput = {
          goals,
          deliverables: draft.deliverables,
          assumptions: draft.assumptions,
          constraints: draft.constraints,
          dependencies: draft.dependencies,
          out_of_scope: draft.out_of_scope,
          phases: draft.phases,
          risks: draft.risks,
          questions: draft.questions,
          background: { text: background },
          InScope: draft.in_scope,
          SetupFlags: setup
        }
        return result
      }),
      (s) => `${plural(s.goals?.length ?? 0, "goal")}, ${plural(s.deliverables?.length ?? 0, "deliverable")}, ${plural(s.out_of_scope?.length ?? 0, "exclusion")}`
    )
    const inScope = scope.InScope ?? ""
    const scopeText = joinContext([inScope, context])

    const stakeholders = yield* run("stakeholders", draftStakeholders(brief, scopeText), stakeholdersSummary)

    const risks = yield* run(
      "risks",
      // each risk's owner is the stakeholder whose role answers for that kind of risk
      draftRisks(name, joinContext([brief.risks?.context, scopeText]), options.now.toISOString()).pipe(Effect.map((rs) => withRiskOwners(rs, stakeholders))),
      risksSummary
    )

    let windows: WindowHolds = NO_WINDOW_HOLDS
    const wbs = yield* run(
      "wbs",
      Effect.gen(function* () {
        const deliverables = (scope.deliverables ?? []).flatMap((d) => (typeof d === "string" ? [d] : d.title ? [d.title] : []))
        const draft = yield* drafter.draftWbs({
          project_name: name,
          // the brief itself and the start date too, so the plan is sized by its quantities and the time there is (issue 33)
          project_scope: joinContext([inScope, deliverables.length > 0 && `Deliverables: ${deliverables.join("; ")}.`, context, startSentence(brief.start)]) || name
        })
        // issue 19: shortened within reason to end by the brief's deadline (the step warns when it still cannot);
        // issue 33: the tasks the brief's blackout windows hold start after them
        const fit = fitWbsToDeadline(draft, brief.start, context)
        windows = fit.windows
        return yield* wbsRows(fit.draft, brief.start, fit.windows.holds)
      }),
      (rows) => {
        const span = planSpan(rows)
        const stages = rows.filter((r) => r.parent_id === null).length
        // issue 19: the step says when the plan ends after the brief's deadline
        return [`${plural(stages, "stage")}, ${plural(rows.length - stages, "task")}, ${span.start ?? "?"} to ${span.end ?? "?"}`, ...briefLimitWarnings({ text: context, finish: span.end }), ...windowLines(windows).map((l) => l.replace(/\.$/, ""))].join(". ")
      }
    )

    const executionSummary = yield* run(
      "execution_summary",
      // issue 33: the plan says which windows hold its work (a model's summary too)
      drafter.executionSummary({
        project_name: name,
        phase: "execution",
        mode: "standard",
        context: inScope,
        tasks: wbs
          .filter((r) => r.parent_id !== null)
          .map((r) => ({ phase: r.phase, task: r.task, duration_days: r.duration_days, resource: r.resource ?? "" }))
      }).pipe(Effect.map((s) => withWindowLines(s, windowLines(windows)))),
      (s) => `${countWords(s.content_md)} words`
    )

    // the brief's own words first: a quantity is priced as the sponsor wrote it, not as the drafted narrative restates it
    const budget = yield* run("budget", draftBudget(brief, wbs, joinContext([context, inScope])), budgetSummaryAgainst(context))

    const comms = yield* run(
      "comms",
      drafter.commsPlan({ project_name: name, context: scopeText || name, project_approach: "Waterfall", project_method: "PRINCE2" }),
      commsSummary
    )

    return {
      project: {
        name,
        method: "waterfall",
        ...(brief.project.client !== undefined ? { client: brief.project.client } : {}),
        ...(brief.project.supplier !== undefined ? { supplier: brief.project.supplier } : {})
      },
      scope,
      stakeholders,
      risks,
      wbs,
      executionSummary,
      budget,
      comms,
      brief_text: context
    } satisfies ProjectArtefacts
  })
