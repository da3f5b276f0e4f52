// The project artefacts object (document/artefacts.ts's ProjectArtefacts) as a Schema, for the answers that carry a
// whole drafted project. The compiler checks below keep the two in step: every ProjectArtefacts fits this Schema.
import * as Schema from "effect/Schema"
import type { ProjectArtefacts } from "../../document/artefacts"
import { LINK_TYPES } from "../../rules/planning/network/task-link"

/** An optional field that may also be null (the interface's Opt). */
const opt = <S extends Schema.Schema.Any>(schema: S) => Schema.optional(Schema.NullOr(schema))
const Text = Schema.String
const Texts = Schema.Array(Schema.String)
const Id = Schema.Union(Schema.String, Schema.Number)
const Day = Schema.String.annotations({ description: "YYYY-MM-DD" })

const Kpi = Schema.Struct({ metric: opt(Text), target: opt(Text), recommended: opt(Schema.Boolean) }).annotations({ identifier: "DraftedKpi" })

/** A scope line: the title and its rationale (name/text/line and detail/description/desc are read as those). */
const ScopeItem = Schema.Struct({
  title: opt(Text),
  name: opt(Text),
  text: opt(Text),
  line: opt(Text),
  rationale: opt(Text),
  detail: opt(Text),
  description: opt(Text),
  desc: opt(Text),
  kpis: opt(Schema.Array(Kpi)),
  acceptance: opt(Schema.Union(Texts, Text))
}).annotations({ identifier: "DraftedScopeItem" })
const ScopeItems = Schema.Array(Schema.Union(ScopeItem, Text))

const WaterfallScope = Schema.Struct({
  goals: opt(ScopeItems),
  deliverables: opt(ScopeItems),
  assumptions: opt(ScopeItems),
  constraints: opt(ScopeItems),
  dependencies: opt(ScopeItems),
  out_of_scope: opt(ScopeItems),
  phases: opt(ScopeItems),
  risks: opt(ScopeItems),
  questions: opt(ScopeItems),
  background: opt(Schema.Union(Text, Schema.Struct({ text: opt(Text), saved_at: opt(Text) }))),
  InScope: opt(Text),
  clarification_answers: opt(Schema.Record({ key: Schema.String, value: Schema.String })),
  SetupFlags: opt(Schema.Struct({ delivery_approach: opt(Text), procurement: opt(Text), third_parties: opt(Text) }))
}).annotations({ identifier: "DraftedWaterfallScope" })

const Stakeholder = Schema.Struct({
  id: opt(Id),
  name: opt(Text),
  role: opt(Text),
  org: opt(Text),
  internal_external: opt(Text),
  influence: opt(Schema.Number),
  interest: opt(Schema.Number),
  attitude: opt(Text),
  on_board: opt(Schema.Boolean),
  board_role: opt(Text),
  responsibilities: opt(Texts),
  R: opt(Schema.Boolean),
  A: opt(Schema.Boolean),
  C: opt(Schema.Boolean),
  I: opt(Schema.Boolean),
  strategy: opt(Text)
}).annotations({ identifier: "DraftedStakeholder" })

const Level = Schema.Union(Schema.Number, Text).annotations({ description: "1-5 or Very Low..Very High (waterfall.md §9)" })
const Risk = Schema.Struct({
  id: opt(Id),
  title: opt(Text),
  description: opt(Text),
  category: opt(Text),
  likelihood: opt(Level),
  impact: opt(Level),
  mitigation: opt(Text),
  contingency: opt(Text),
  status: opt(Text),
  created_at: opt(Text)
}).annotations({ identifier: "DraftedRisk" })

const Comms = Schema.Struct({
  objectives: opt(Texts),
  channels: opt(Schema.Array(Schema.Struct({ channel: opt(Text), purpose: opt(Text), cadence: opt(Text), owner: opt(Text) }))),
  key_messages: opt(Schema.Array(Schema.Struct({ audience: opt(Text), message: opt(Text), cta: opt(Text), spokesperson: opt(Text) }))),
  audiences: opt(Schema.Array(Schema.Struct({ segment: opt(Text), who: opt(Text) }))),
  governance: opt(Schema.Array(Schema.Struct({ forum: opt(Text), cadence: opt(Text), participants: opt(Text), purpose: opt(Text) }))),
  risks_mitigations: opt(Schema.Array(Schema.Struct({ risk: opt(Text), mitigation: opt(Text) })))
}).annotations({ identifier: "DraftedCommsPlan" })

const WbsRow = Schema.Struct({
  id: opt(Id),
  parent_id: opt(Id),
  order_index: opt(Schema.Number),
  phase: opt(Text),
  task: opt(Text),
  duration_days: opt(Schema.Number),
  start_date: opt(Day),
  end_date: opt(Day),
  resource: opt(Text),
  predecessors: opt(Text.annotations({ description: "MS Project notation with the rows' outline numbers (3FS+2d, 5SS)" })),
  start_no_earlier_than: opt(Day)
}).annotations({ identifier: "DraftedWbsRow" })

const Budget = Schema.Struct({
  items: opt(
    Schema.Array(
      Schema.Struct({
        id: opt(Id),
        category: opt(Text),
        item: opt(Text),
        estimated_cost: opt(Schema.Number),
        justification: opt(Text),
        cost_type: opt(Text),
        phase: opt(Text)
      }).annotations({ identifier: "DraftedBudgetItem" })
    )
  ),
  totals: opt(
    Schema.Struct({
      labour_subtotal: opt(Schema.Number),
      deliverable_subtotal: opt(Schema.Number),
      external_subtotal: opt(Schema.Number),
      contingency: opt(Schema.Number),
      total: opt(Schema.Number),
      capex: opt(Schema.Number),
      opex: opt(Schema.Number),
      grand: opt(Schema.Number)
    })
  ),
  config: opt(Schema.Struct({ currency: opt(Text), contingency_pct: opt(Schema.Number), pricing_horizon_months: opt(Schema.Number) }))
}).annotations({ identifier: "DraftedBudget" })

const AgileScope = Schema.Struct({
  vision: opt(Schema.Struct({ text: opt(Text), north_star_metric: opt(Text) })),
  problems_outcomes: opt(Schema.Struct({ problems: opt(ScopeItems), outcomes: opt(ScopeItems), okrs: opt(ScopeItems) })),
  personas: opt(Schema.Array(Schema.Struct({ name: opt(Text), jtbd: opt(Text), pains: opt(Texts) }))),
  nfrs: opt(Schema.Struct({ security: opt(ScopeItems), performance: opt(ScopeItems), privacy: opt(ScopeItems), compliance: opt(ScopeItems) })),
  definitions: opt(Schema.Struct({ dor: opt(ScopeItems), dod: opt(ScopeItems) })),
  telemetry: opt(Schema.Struct({ dash_metrics: opt(Texts), events: opt(Texts) })),
  assumptions: opt(ScopeItems),
  constraints: opt(ScopeItems),
  dependencies: opt(ScopeItems),
  top_risks: opt(ScopeItems)
}).annotations({ identifier: "DraftedAgileScope" })

const Epic = Schema.Struct({
  id: opt(Id),
  key: opt(Text),
  name: opt(Text),
  outcome_link: opt(Text),
  nfr_tags: opt(Texts),
  order_index: opt(Schema.Number)
}).annotations({ identifier: "DraftedEpic" })

const Story = Schema.Struct({
  id: opt(Id),
  epic_id: opt(Id),
  as_a: opt(Text),
  i_want: opt(Text),
  so_that: opt(Text),
  acceptance: opt(Texts),
  points: opt(Schema.Number),
  priority: opt(Schema.Number),
  status: opt(Text),
  order_index: opt(Schema.Number)
}).annotations({ identifier: "DraftedStory" })

const Lane = Schema.Array(Schema.Struct({ story_id: opt(Id), order_index: opt(Schema.Number) }))
const Release = Schema.Struct({
  lanes: opt(Schema.Struct({ now: opt(Lane), next: opt(Lane), later: opt(Lane) })),
  wip_limits: opt(Schema.Struct({ now: opt(Schema.Number), next: opt(Schema.Number), later: opt(Schema.Number) }))
}).annotations({ identifier: "DraftedReleasePlan" })

const ScheduleTask = Schema.Struct({
  id: opt(Id),
  title: opt(Text),
  task: opt(Text),
  phase: opt(Text),
  parent: opt(Text),
  duration_days: opt(Schema.Number),
  start_date: opt(Day),
  end_date: opt(Day),
  type: opt(Text),
  resource_json: opt(Text),
  parent_id: opt(Id),
  phase_id: opt(Id),
  order_index: opt(Schema.Number),
  badge_epics: opt(Schema.Number),
  badge_stories: opt(Schema.Number),
  badge_points: opt(Schema.Number),
  predecessors: opt(Text),
  start_no_earlier_than: opt(Day)
}).annotations({ identifier: "DraftedScheduleTask" })

const Schedule = Schema.Struct({
  plan: opt(Schema.Struct({ title: opt(Text), project_name: opt(Text), base_start: opt(Day) })),
  tasks: opt(Schema.Array(ScheduleTask))
}).annotations({ identifier: "DraftedSchedule" })

const ThreePoint = Schema.Struct({ optimistic: Schema.Number, most_likely: Schema.Number, pessimistic: Schema.Number })
const Forecast = Schema.Struct({
  estimates: opt(Schema.Record({ key: Schema.String, value: ThreePoint })),
  risks: opt(
    Schema.Record({
      key: Schema.String,
      value: Schema.Struct({
        probability: Schema.optional(Schema.Number),
        schedule_days: Schema.optional(Schema.Number),
        cost_impact: Schema.optional(Schema.Number),
        tasks: Schema.optional(Texts)
      })
    })
  ),
  links: opt(Schema.Array(Schema.Struct({ predecessor: Text, successor: Text, type: Schema.Literal(...LINK_TYPES), lag: Schema.Number }))),
  contingency_method: opt(Text)
}).annotations({ identifier: "DraftedForecast" })

/** Every module of a project; any artefact may be missing (a method's own modules, or what the plan allows). */
export const ProjectArtefactsSchema = Schema.Struct({
  project: Schema.Struct({
    name: Text,
    id: opt(Id),
    method: Schema.Literal("waterfall", "agile"),
    client: opt(Text),
    supplier: opt(Text)
  }).annotations({ identifier: "DraftedProject" }),
  scope: opt(WaterfallScope),
  stakeholders: opt(Schema.Array(Stakeholder)),
  risks: opt(Schema.Array(Risk)),
  comms: opt(Comms),
  wbs: opt(Schema.Array(WbsRow)),
  executionSummary: opt(Schema.Struct({ content_md: opt(Text) })),
  budget: opt(Budget),
  agileScope: opt(AgileScope),
  epics: opt(Schema.Array(Epic)),
  stories: opt(Schema.Array(Story)),
  release: opt(Release),
  schedule: opt(Schedule),
  brief_text: opt(Text.annotations({ description: "The brief's own words (a pack drafted from a brief)" })),
  forecast: opt(Forecast)
}).annotations({ identifier: "ProjectArtefacts" })

// compile-time: the interface and the Schema describe the same object (each fits the other)
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const inStep: Same<ProjectArtefacts, typeof ProjectArtefactsSchema.Type> = true
void inStep
