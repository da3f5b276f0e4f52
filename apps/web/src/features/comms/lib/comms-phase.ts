// The project phase the plan is written for (waterfall.md §2: phase default execution). The phase is one
// visible line of the context, so the drafter reads it and the user can see and edit it.

export const COMMS_PHASES = ["initiation", "planning", "execution", "closure"] as const
export type CommsPhase = (typeof COMMS_PHASES)[number]
export const DEFAULT_COMMS_PHASE: CommsPhase = "execution"

export const PHASE_LABELS: Readonly<Record<CommsPhase, string>> = {
  initiation: "Initiation",
  planning: "Planning",
  execution: "Execution",
  closure: "Closure"
}

/** The phase named by the query (any case); execution otherwise. */
export const phaseOf = (value: string | null | undefined): CommsPhase => {
  const text = (value ?? "").trim().toLowerCase()
  return (COMMS_PHASES as ReadonlyArray<string>).includes(text) ? (text as CommsPhase) : DEFAULT_COMMS_PHASE
}

const PHASE_LINE = /^Phase: .*$/m

export const phaseLine = (phase: CommsPhase): string => `Phase: ${PHASE_LABELS[phase]}`

/** The context with its phase line set: an existing "Phase: ..." line is replaced, else the line is appended. */
export const withPhaseLine = (context: string, phase: CommsPhase): string => {
  if (PHASE_LINE.test(context)) return context.replace(PHASE_LINE, phaseLine(phase))
  const body = context.replace(/\s+$/, "")
  return body === "" ? phaseLine(phase) : `${body}\n${phaseLine(phase)}`
}
