// Structural input of the report builders, with the field names of waterfall.md §3 and agile.md §3.
// Fields are loose on purpose (optional, nullable, alternate names) so the entity Schemas' types fit.

type Opt<T> = T | null | undefined
type List<T> = ReadonlyArray<T>

/** Scope section item; name/text/line stand for title and detail/description/desc for rationale. */
export interface ScopeItemInput {
  readonly title?: Opt<string>
  readonly name?: Opt<string>
  readonly text?: Opt<string>
  readonly line?: Opt<string>
  readonly rationale?: Opt<string>
  readonly detail?: Opt<string>
  readonly description?: Opt<string>
  readonly desc?: Opt<string>
  readonly kpis?: Opt<List<{ readonly metric?: Opt<string>; readonly target?: Opt<string>; readonly recommended?: Opt<boolean> }>>
  /** Optional acceptance criteria of a deliverable (used by the SOW). */
  readonly acceptance?: Opt<List<string> | string>
}

export type ScopeItemLike = ScopeItemInput | string

export interface WaterfallScopeInput {
  readonly goals?: Opt<List<ScopeItemLike>>
  readonly deliverables?: Opt<List<ScopeItemLike>>
  readonly assumptions?: Opt<List<ScopeItemLike>>
  readonly constraints?: Opt<List<ScopeItemLike>>
  readonly dependencies?: Opt<List<ScopeItemLike>>
  readonly out_of_scope?: Opt<List<ScopeItemLike>>
  readonly phases?: Opt<List<ScopeItemLike>>
  readonly risks?: Opt<List<ScopeItemLike>>
  readonly questions?: Opt<List<ScopeItemLike>>
  readonly background?: Opt<string | { readonly text?: Opt<string>; readonly saved_at?: Opt<string> }>
  readonly InScope?: Opt<string>
  /** The Scope set-up's answers, keyed by the question (the background answer stands in for a missing background). */
  readonly clarification_answers?: Opt<Readonly<Record<string, string>>>
  readonly SetupFlags?: Opt<{
    readonly delivery_approach?: Opt<string>
    readonly procurement?: Opt<string>
    readonly third_parties?: Opt<string>
  }>
}

export interface StakeholderInput {
  readonly id?: Opt<string | number>
  readonly name?: Opt<string>
  readonly role?: Opt<string>
  readonly org?: Opt<string>
  readonly internal_external?: Opt<string>
  readonly influence?: Opt<number>
  readonly interest?: Opt<number>
  readonly attitude?: Opt<string>
  readonly on_board?: Opt<boolean>
  readonly board_role?: Opt<string>
  readonly responsibilities?: Opt<List<string>>
  readonly R?: Opt<boolean>
  readonly A?: Opt<boolean>
  readonly C?: Opt<boolean>
  readonly I?: Opt<boolean>
  readonly strategy?: Opt<string>
}

/** likelihood and impact: 1-5 or the labels Very Low..Very High (waterfall.md §9). */
export interface RiskInput {
  readonly id?: Opt<string | number>
  readonly title?: Opt<string>
  readonly description?: Opt<string>
  readonly category?: Opt<string>
  readonly likelihood?: Opt<number | string>
  readonly impact?: Opt<number | string>
  readonly mitigation?: Opt<string>
  readonly contingency?: Opt<string>
  readonly status?: Opt<string>
  readonly created_at?: Opt<string>
}

export interface CommsPlanInput {
  readonly objectives?: Opt<List<string>>
  readonly channels?: Opt<List<{ readonly channel?: Opt<string>; readonly purpose?: Opt<string>; readonly cadence?: Opt<string>; readonly owner?: Opt<string> }>>
  readonly key_messages?: Opt<List<{ readonly audience?: Opt<string>; readonly message?: Opt<string>; readonly cta?: Opt<string>; readonly spokesperson?: Opt<string> }>>
  readonly audiences?: Opt<List<{ readonly segment?: Opt<string>; readonly who?: Opt<string> }>>
  readonly governance?: Opt<List<{ readonly forum?: Opt<string>; readonly cadence?: Opt<string>; readonly participants?: Opt<string>; readonly purpose?: Opt<string> }>>
  readonly risks_mitigations?: Opt<List<{ readonly risk?: Opt<string>; readonly mitigation?: Opt<string> }>>
}

export interface WbsItemInput {
  readonly id?: Opt<string | number>
  readonly parent_id?: Opt<string | number>
  readonly phase?: Opt<string>
  readonly task?: Opt<string>
  readonly duration_days?: Opt<number>
  readonly start_date?: Opt<string>
  readonly end_date?: Opt<string>
  readonly resource?: Opt<string>
  /** Task links in MS Project notation with the rows' outline numbers (3FS+2d, 5SS), and a 'start no earlier than' date. */
  readonly predecessors?: Opt<string>
  readonly start_no_earlier_than?: Opt<string>
}

export interface BudgetItemInput {
  readonly id?: Opt<string | number>
  readonly category?: Opt<string>
  readonly item?: Opt<string>
  readonly estimated_cost?: Opt<number>
  readonly justification?: Opt<string>
  readonly cost_type?: Opt<string>
  readonly phase?: Opt<string>
}

export interface BudgetTotalsInput {
  readonly labour_subtotal?: Opt<number>
  readonly deliverable_subtotal?: Opt<number>
  readonly external_subtotal?: Opt<number>
  readonly contingency?: Opt<number>
  readonly total?: Opt<number>
  readonly capex?: Opt<number>
  readonly opex?: Opt<number>
  readonly grand?: Opt<number>
}

export interface BudgetInput {
  readonly items?: Opt<List<BudgetItemInput>>
  readonly totals?: Opt<BudgetTotalsInput>
  readonly config?: Opt<{ readonly currency?: Opt<string>; readonly contingency_pct?: Opt<number>; readonly pricing_horizon_months?: Opt<number> }>
}

export interface AgileScopeInput {
  readonly vision?: Opt<{ readonly text?: Opt<string>; readonly north_star_metric?: Opt<string> }>
  readonly problems_outcomes?: Opt<{ readonly problems?: Opt<List<ScopeItemLike>>; readonly outcomes?: Opt<List<ScopeItemLike>>; readonly okrs?: Opt<List<ScopeItemLike>> }>
  readonly personas?: Opt<List<{ readonly name?: Opt<string>; readonly jtbd?: Opt<string>; readonly pains?: Opt<List<string>> }>>
  readonly nfrs?: Opt<{ readonly security?: Opt<List<ScopeItemLike>>; readonly performance?: Opt<List<ScopeItemLike>>; readonly privacy?: Opt<List<ScopeItemLike>>; readonly compliance?: Opt<List<ScopeItemLike>> }>
  readonly definitions?: Opt<{ readonly dor?: Opt<List<ScopeItemLike>>; readonly dod?: Opt<List<ScopeItemLike>> }>
  readonly telemetry?: Opt<{ readonly dash_metrics?: Opt<List<string>>; readonly events?: Opt<List<string>> }>
  readonly assumptions?: Opt<List<ScopeItemLike>>
  readonly constraints?: Opt<List<ScopeItemLike>>
  readonly dependencies?: Opt<List<ScopeItemLike>>
  readonly top_risks?: Opt<List<ScopeItemLike>>
}

export interface EpicInput {
  readonly id?: Opt<string | number>
  readonly key?: Opt<string>
  readonly name?: Opt<string>
  readonly outcome_link?: Opt<string>
  readonly nfr_tags?: Opt<List<string>>
  readonly order_index?: Opt<number>
}

export interface StoryInput {
  readonly id?: Opt<string | number>
  readonly epic_id?: Opt<string | number>
  readonly as_a?: Opt<string>
  readonly i_want?: Opt<string>
  readonly so_that?: Opt<string>
  readonly acceptance?: Opt<List<string>>
  readonly points?: Opt<number>
  readonly priority?: Opt<number>
  readonly status?: Opt<string>
  readonly order_index?: Opt<number>
}

export interface ReleaseLaneEntryInput {
  readonly story_id?: Opt<string | number>
  readonly order_index?: Opt<number>
}

export interface ReleasePlanInput {
  readonly lanes?: Opt<{
    readonly now?: Opt<List<ReleaseLaneEntryInput>>
    readonly next?: Opt<List<ReleaseLaneEntryInput>>
    readonly later?: Opt<List<ReleaseLaneEntryInput>>
  }>
  readonly wip_limits?: Opt<{ readonly now?: Opt<number>; readonly next?: Opt<number>; readonly later?: Opt<number> }>
}

export interface ScheduleTaskInput {
  readonly id?: Opt<string | number>
  readonly title?: Opt<string>
  readonly task?: Opt<string>
  readonly duration_days?: Opt<number>
  readonly start_date?: Opt<string>
  readonly end_date?: Opt<string>
  readonly type?: Opt<string>
  readonly resource_json?: Opt<string>
  readonly parent_id?: Opt<string | number>
  readonly phase_id?: Opt<string | number>
  readonly order_index?: Opt<number>
  readonly badge_epics?: Opt<number>
  readonly badge_stories?: Opt<number>
  readonly badge_points?: Opt<number>
  readonly predecessors?: Opt<string>
  readonly start_no_earlier_than?: Opt<string>
}

export interface SchedulePlanInput {
  readonly plan?: Opt<{ readonly title?: Opt<string>; readonly project_name?: Opt<string>; readonly base_start?: Opt<string> }>
  readonly tasks?: Opt<List<ScheduleTaskInput>>
}

export interface ProjectInput {
  readonly name: string
  readonly id?: Opt<string | number>
  readonly method: "waterfall" | "agile"
  /** Optional parties for the SOW. */
  readonly client?: Opt<string>
  readonly supplier?: Opt<string>
}

/** Everything a report may draw on; any artefact may be missing. */
export interface ProjectArtefacts {
  readonly project: ProjectInput
  readonly scope?: Opt<WaterfallScopeInput>
  readonly stakeholders?: Opt<List<StakeholderInput>>
  readonly risks?: Opt<List<RiskInput>>
  readonly comms?: Opt<CommsPlanInput>
  readonly wbs?: Opt<List<WbsItemInput>>
  readonly executionSummary?: Opt<{ readonly content_md?: Opt<string> }>
  readonly budget?: Opt<BudgetInput>
  readonly agileScope?: Opt<AgileScopeInput>
  readonly epics?: Opt<List<EpicInput>>
  readonly stories?: Opt<List<StoryInput>>
  readonly release?: Opt<ReleasePlanInput>
  readonly schedule?: Opt<SchedulePlanInput>
  /** The brief's own words (a pack drafted from a brief file): its deadline and budget cap are checked as the constraints are. */
  readonly brief_text?: Opt<string>
  /** issue 23: the user's forecast edits (estimates, risk impacts, task links) and contingency method; absent: the proposal, the chain, the flat percentage */
  readonly forecast?: Opt<ForecastArtefactInput>
}

export interface ForecastArtefactInput {
  readonly estimates?: Opt<Readonly<Record<string, { readonly optimistic: number; readonly most_likely: number; readonly pessimistic: number }>>>
  readonly risks?: Opt<Readonly<Record<string, { readonly probability?: number; readonly schedule_days?: number; readonly cost_impact?: number; readonly tasks?: ReadonlyArray<string> }>>>
  readonly links?: Opt<ReadonlyArray<{ readonly predecessor: string; readonly successor: string; readonly type: "FS" | "SS" | "FF" | "SF"; readonly lag: number }>>
  readonly contingency_method?: Opt<string>
}
