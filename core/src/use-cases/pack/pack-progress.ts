// Progress of drafting a whole project, one step per module (waterfall.md and agile.md "module order").
import type { BriefMethod } from "../../brief/brief"

/** Every module step of either method, for the request Schemas that name one. */
export const PACK_STEP_NAMES = [
  "scope",
  "stakeholders",
  "risks",
  "wbs",
  "execution_summary",
  "budget",
  "comms",
  "quick_draft",
  "agile_scope",
  "epics",
  "stories",
  "release",
  "schedule"
] as const

export type PackStep = (typeof PACK_STEP_NAMES)[number]

export interface PackStepInfo {
  readonly step: PackStep
  readonly label: string
}

// waterfall.md: Scope, Stakeholders, Risk Register, WBS Builder, (Execution Summary), Budget, Short Comms Plan.
const WATERFALL_STEPS: ReadonlyArray<PackStepInfo> = [
  { step: "scope", label: "Scope" },
  { step: "stakeholders", label: "Stakeholders & RACI" },
  { step: "risks", label: "Risk register" },
  { step: "wbs", label: "WBS" },
  { step: "execution_summary", label: "Execution summary" },
  { step: "budget", label: "Budget" },
  { step: "comms", label: "Comms plan" }
]

// agile.md §1: Quick Draft, Agile Scope, Backlog, Release Plan, Schedule, Risk Register, Budget, Stakeholders, Comms.
const AGILE_STEPS: ReadonlyArray<PackStepInfo> = [
  { step: "quick_draft", label: "Quick draft" },
  { step: "agile_scope", label: "Agile scope" },
  { step: "epics", label: "Epics" },
  { step: "stories", label: "Stories" },
  { step: "release", label: "Release plan" },
  { step: "schedule", label: "Schedule" },
  { step: "risks", label: "Risk register" },
  { step: "budget", label: "Budget" },
  { step: "stakeholders", label: "Stakeholders & RACI" },
  { step: "comms", label: "Comms plan" }
]

export const packSteps = (method: BriefMethod): ReadonlyArray<PackStepInfo> =>
  method === "waterfall" ? WATERFALL_STEPS : AGILE_STEPS

export type PackProgress =
  | { readonly _tag: "StepStarted"; readonly step: PackStep; readonly label: string }
  | {
      readonly _tag: "StepDone"
      readonly step: PackStep
      readonly label: string
      readonly summary: string
      /** What the step drafted (what a later attempt may be given back as kept). */
      readonly value?: unknown
      /** True when the step was not drafted again but given back from an earlier attempt. */
      readonly kept?: boolean
    }

export type ProgressListener = (event: PackProgress) => void
