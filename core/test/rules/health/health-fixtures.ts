// Two small packs that pass every rule of the health check; each test breaks one thing.
import type { ProjectArtefacts, RiskInput, ScopeItemInput } from "@initpack/core/document/artefacts"
import { reviewPack, type Finding, type ReviewBrief } from "@initpack/core/use-cases/review/review-pack"

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends ReadonlyArray<infer U> | null | undefined ? Array<Mutable<U>> : T[K] extends object | null | undefined ? Mutable<T[K]> : T[K] }
export type Pack = Mutable<ProjectArtefacts>

/** The pack's first goal, as an object. */
export const goalOf = (pack: Pack): Mutable<ScopeItemInput> => pack.scope!.goals![0] as Mutable<ScopeItemInput>

/** A risk with the owner a register may carry beyond the documents' fields. */
const owned = (risk: RiskInput, owner: string): RiskInput => ({ ...risk, owner }) as RiskInput

export const RISK_CONTEXT = "The racking supplier may deliver late."

export const waterfallPack = (): Pack =>
  structuredClone({
    project: { name: "Depot Move", method: "waterfall" },
    brief_text: "Relocate the Northside depot and its office to the Eastgate site by 30 September 2026. The budget is capped at £200,000.",
    scope: {
      background: "The Northside lease ends in October 2026.",
      goals: [{ title: "Relocate the depot to Eastgate", rationale: "The lease ends.", kpis: [{ metric: "Vehicles operating from Eastgate", target: "100% by 30 September 2026" }] }],
      deliverables: [{ title: "Eastgate depot fit-out", rationale: "Racking, offices and charging points ready for the fleet." }],
      out_of_scope: [{ title: "Vehicle fleet replacement", rationale: "The fleet stays as it is." }],
      constraints: [{ title: "Time tolerance of 2 weeks and cost tolerance of 10%", rationale: "Set by the board." }]
    },
    stakeholders: [
      { name: "Ana Ruiz", role: "Operations Director", board_role: "Executive", influence: 8, interest: 8, A: true },
      { name: "Ben Cole", role: "Depot Manager", board_role: "Senior User", influence: 5, interest: 5, R: true },
      { name: "Cara Diaz", role: "Fit-out Contractor Lead", board_role: "Senior Supplier", influence: 5, interest: 5, C: true },
      { name: "Dan Eze", role: "Project Manager", board_role: "Project Manager", influence: 5, interest: 5, R: true }
    ],
    risks: [
      owned(
        {
          id: "R1",
          title: "Racking supplier delivers late",
          description: "The racking arrives after the fit-out window.",
          likelihood: "Medium",
          impact: "High",
          mitigation: "Order the racking in May and agree penalty dates.",
          contingency: "Hire temporary racking."
        },
        "Dan Eze"
      )
    ],
    wbs: [
      { id: "1", parent_id: null, task: "Initiation", duration_days: 5, start_date: "2026-06-01", end_date: "2026-06-05" },
      { id: "1.1", parent_id: "1", task: "Approve the relocation plan", duration_days: 5, start_date: "2026-06-01", end_date: "2026-06-05" },
      { id: "1.2", parent_id: "1", task: "Initiation stage gate", duration_days: 0, start_date: "2026-06-05", end_date: "2026-06-05" },
      { id: "2", parent_id: null, task: "Delivery", duration_days: 25, start_date: "2026-06-08", end_date: "2026-07-10" },
      { id: "2.1", parent_id: "2", task: "Fit out the Eastgate depot", duration_days: 20, start_date: "2026-06-08", end_date: "2026-07-03" },
      { id: "2.2", parent_id: "2", task: "Move the vehicles and staff", duration_days: 5, start_date: "2026-07-06", end_date: "2026-07-10" },
      { id: "2.3", parent_id: "2", task: "Delivery stage gate", duration_days: 0, start_date: "2026-07-10", end_date: "2026-07-10" }
    ],
    budget: {
      items: [
        { id: "B1", category: "Labour", item: "Project Manager", estimated_cost: 40000, cost_type: "OPEX" },
        { id: "B2", category: "Deliverable", item: "Racking and charging points", estimated_cost: 60000, cost_type: "CAPEX" }
      ],
      totals: { total: 110000 },
      config: { currency: "GBP", contingency_pct: 0.1 }
    },
    comms: { audiences: [{ segment: "Board", who: "Executive, Senior User, Senior Supplier" }] }
  } satisfies ProjectArtefacts) as Pack

export const agilePack = (): Pack =>
  structuredClone({
    project: { name: "Ferry App", method: "agile" },
    brief_text: "A ferry booking app for commuters, live by 30 November 2026.",
    agileScope: {
      vision: { text: "Commuters book a ferry seat in under a minute." },
      problems_outcomes: { outcomes: [{ title: "Faster ferry booking" }] },
      definitions: { dod: [{ title: "Acceptance criteria met" }] }
    },
    epics: [{ id: "E1", name: "Ferry booking", outcome_link: "Faster ferry booking" }],
    stories: [{ id: "S1", epic_id: "E1", as_a: "commuter", i_want: "to book a ferry seat", so_that: "I board without queueing", acceptance: ["A seat is held for 10 minutes"], points: 5 }],
    release: { lanes: { now: [{ story_id: "S1" }], next: [], later: [] }, wip_limits: { now: 20 } },
    schedule: {
      plan: { base_start: "2026-06-01" },
      tasks: [
        { id: "P1", parent_id: null, type: "phase", title: "Build", duration_days: 20, start_date: "2026-06-01", end_date: "2026-06-26" },
        { id: "P1.1", parent_id: "P1", type: "sprint", title: "Sprint 1", duration_days: 10, start_date: "2026-06-01", end_date: "2026-06-12" },
        { id: "P1.2", parent_id: "P1", type: "sprint", title: "Sprint 2", duration_days: 10, start_date: "2026-06-15", end_date: "2026-06-26" },
        { id: "P1.3", parent_id: "P1", type: "gate", title: "Release candidate approved", duration_days: 0, start_date: "2026-06-26", end_date: "2026-06-26" },
        { id: "P2", parent_id: null, type: "phase", title: "Release", duration_days: 5, start_date: "2026-06-29", end_date: "2026-07-03" },
        { id: "P2.1", parent_id: "P2", type: "task", title: "Launch the app for commuters", duration_days: 5, start_date: "2026-06-29", end_date: "2026-07-03" },
        { id: "P2.2", parent_id: "P2", type: "gate", title: "Go-live gate", duration_days: 0, start_date: "2026-07-03", end_date: "2026-07-03" }
      ]
    },
    stakeholders: [
      { name: "Dev Patel", role: "Head of Digital", board_role: "Product Owner", influence: 8, interest: 8, A: true },
      { name: "Kim Lee", role: "Scrum Master", influence: 5, interest: 5, R: true }
    ],
    risks: [owned({ id: "R1", title: "Payment provider outage", likelihood: "Low", impact: "Medium", mitigation: "Use a second payment provider." }, "Dev Patel")],
    budget: { items: [{ id: "B1", category: "Labour", item: "Developers", estimated_cost: 80000, cost_type: "OPEX" }], totals: { total: 88000 }, config: { currency: "AUD", contingency_pct: 0.1 } },
    comms: { channels: [{ channel: "Sprint review", owner: "Product Owner" }] }
  } satisfies ProjectArtefacts) as Pack

/** The findings of one rule (its id prefix, "risks.mitigation") for a pack. */
export const findingsOf = (pack: Pack, rule: string, brief: ReviewBrief = { risk_context: RISK_CONTEXT }): ReadonlyArray<Finding> =>
  reviewPack(pack as ProjectArtefacts, brief).filter((f) => f.rule === rule || f.rule.startsWith(`${rule}.`))
