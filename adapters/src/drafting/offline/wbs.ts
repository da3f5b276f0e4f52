// Offline WBS (PRINCE2 stages -> tasks with durations and resources) and execution summary in Markdown.
import { uniqueBy } from "@initpack/core/drafting/guards"
import type { ExecutionSummaryDraft, ExecutionSummaryRequest, WbsDraft, WbsRequest, WbsStageDraft } from "@initpack/core/drafting/wbs"
import { PRINCE2_STAGES } from "../knowledge/stage-templates"
import { makeContext, type DraftContext } from "./context"
import { withDraftedLinks } from "./links"
import { clauses, sanitise } from "./phrases"
import { rankedRisks } from "./pools"
import { stageTasks } from "./stages"
import { capitalise, fill, listPhrase, lowerFirst } from "./text"

const jitter = (ctx: DraftContext, days: number): number => (days <= 1 ? days : Math.max(1, Math.round(days * (0.85 + ctx.rng.next() * 0.3))))

export const draftWbs = (req: WbsRequest): WbsDraft => {
  const ctx = makeContext("draftWbs", req)
  // Tasks come from the stage and domain templates (verb + object), never from the user's aim sentences.
  const phases: Array<WbsStageDraft> = PRINCE2_STAGES.map((stage) => ({
    phase: stage.phase,
    tasks: uniqueBy(stageTasks(ctx, stage), (t) => t.task).map((t) => ({ task: t.task, duration_days: t.sized ? t.days : jitter(ctx, t.days), resource: t.resource }))
  }))
  // issue 22: the links a project manager would draw, so independent work runs side by side
  return { phases: withDraftedLinks(phases) }
}

const summaryTasks = (req: ExecutionSummaryRequest) =>
  (req.tasks ?? []).length > 0
    ? (req.tasks ?? []).map((t) => ({ phase: sanitise(t.phase), task: sanitise(t.task), duration_days: t.duration_days, resource: sanitise(t.resource) }))
    : draftWbs({ project_name: req.project_name, project_scope: req.context ?? req.project_name }).phases.flatMap((p) => p.tasks.map((t) => ({ ...t, phase: p.phase })))

export const executionSummary = (req: ExecutionSummaryRequest): ExecutionSummaryDraft => {
  const ctx = makeContext("executionSummary", req)
  const tasks = summaryTasks(req)
  const phaseNames = uniqueBy(tasks.map((t) => t.phase).filter((p) => p.length > 0), (p) => p)
  const byPhase = phaseNames.map((p) => ({ phase: p, tasks: tasks.filter((t) => t.phase === p) }))
  const totalDays = tasks.reduce((s, t) => s + t.duration_days, 0)
  const roles = uniqueBy(tasks.flatMap((t) => t.resource.split(/,\s*/)).filter((r) => r.length > 0), (r) => r)
  const milestones = tasks.filter((t) => t.duration_days === 0 || /^(go-live|launch|move-in)|sign off|sign-off|approval|practical completion|final data load/i.test(t.task)).slice(0, 6)
  const risks = rankedRisks(ctx).slice(0, 3)
  const contextLine = clauses([req.context]).slice(0, 1)
  const phaseLabel = req.phase ?? "execution"

  if (req.mode === "expand" && req.existing_md && req.existing_md.trim().length > 0) {
    const additions = [
      "",
      "## Detailed phase notes",
      ...byPhase.map((p) => `- **${p.phase}**: ${listPhrase(p.tasks.slice(0, 4).map((t) => `${lowerFirst(t.task)} (${t.duration_days} days)`))}.`),
      "",
      "## Controls during execution",
      `- Weekly progress review of ${ctx.project} against the baseline, with exceptions raised to the board within two days.`,
      "- Change requests assessed for cost, time and benefit impact before approval.",
      "- Quality reviews at the end of each phase, with acceptance recorded by the Senior User.",
      "",
      "## Risk watch-list",
      ...risks.map((r) => `- **${fill(r.title, ctx.vars)}**: ${fill(r.mitigation, ctx.vars)}`)
    ]
    return { content_md: `${req.existing_md.trimEnd()}\n${additions.join("\n")}\n` }
  }

  const lines = [
    `# Execution summary: ${ctx.project}`,
    "",
    `${ctx.project} moves into its ${phaseLabel} phase with ${tasks.length} planned tasks over ${phaseNames.length} phases, about ${totalDays} working days of effort in total.${contextLine[0] ? ` ${capitalise(contextLine[0])}.` : ""}`,
    "",
    "## Phases",
    ...byPhase.map((p) => `- **${p.phase}** (${p.tasks.reduce((s, t) => s + t.duration_days, 0)} days): ${listPhrase(p.tasks.slice(0, 3).map((t) => lowerFirst(t.task)))}.`),
    "",
    "## Key milestones",
    ...(milestones.length > 0 ? milestones.map((m) => `- ${m.task}`) : [`- Completion of ${phaseNames[phaseNames.length - 1] ?? "the final phase"}`]),
    "",
    "## Resources",
    `- ${listPhrase(roles.slice(0, 8))}.`,
    "",
    "## Top risks",
    ...risks.map((r) => `- **${fill(r.title, ctx.vars)}**: ${fill(r.mitigation, ctx.vars)}`),
    "",
    "## Next steps",
    `- Confirm resources and dates for the first phase of ${ctx.project}.`,
    "- Hold planning sessions with subject-matter experts to refine estimates.",
    "- Baseline the schedule and start weekly progress reporting."
  ]
  return { content_md: `${lines.join("\n")}\n` }
}
