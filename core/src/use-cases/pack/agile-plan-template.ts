// The generated agile plan: 5 phases with sprints under Execution (agile.md §9). Durations in working days.

export interface TemplateTask {
  readonly title: string
  readonly duration_days: number
  readonly type: "task" | "gate"
}

export interface TemplatePhase {
  readonly title: string
  /** Execution holds the sprints instead of fixed tasks. */
  readonly sprints: boolean
  readonly tasks: ReadonlyArray<TemplateTask>
}

const task = (title: string, duration_days: number): TemplateTask => ({ title, duration_days, type: "task" })
const gate = (title: string): TemplateTask => ({ title, duration_days: 0, type: "gate" })

export const AGILE_PLAN_PHASES: ReadonlyArray<TemplatePhase> = [
  {
    title: "Discovery & Inception",
    sprints: false,
    tasks: [
      task("Confirm vision, north-star metric and outcomes", 3),
      task("Persona interviews and journey mapping", 5),
      task("Backlog refinement and estimation", 3),
      gate("Inception gate")
    ]
  },
  {
    title: "Foundations (Sprint 0)",
    sprints: false,
    tasks: [
      task("Environments, CI/CD pipeline and tooling", 5),
      task("Architecture runway and NFR spikes", 5),
      task("Agree Definition of Ready and Done", 1),
      gate("Ready to build")
    ]
  },
  { title: "Execution", sprints: true, tasks: [gate("Release candidate approved")] },
  {
    title: "Release & Transition",
    sprints: false,
    tasks: [
      task("Release readiness review", 2),
      task("Production release and hypercare", 5),
      task("Handover to support and operations", 2),
      gate("Go-live gate")
    ]
  },
  {
    title: "Review & Close",
    sprints: false,
    tasks: [
      task("Outcome review against the north-star metric", 2),
      task("Retrospective and lessons learned", 1),
      task("Project closure report", 2),
      gate("Project closed")
    ]
  }
]

/** Default sprint length: two working weeks. */
export const DEFAULT_SPRINT_DAYS = 10
/** Sprints drafted when the backlog has no points to plan from. */
export const DEFAULT_SPRINT_COUNT = 3
/** Upper bound on drafted sprints; later work stays in the Later lane. */
export const MAX_SPRINTS = 12
