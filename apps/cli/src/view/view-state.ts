import type { PackProgress, PackStepInfo } from "@initpack/core/use-cases/pack/pack-progress"
import type { WrittenFile } from "../pack/write-pack"

export type StepStatus = "pending" | "running" | "done" | "failed"

export interface ViewStep {
  readonly step: string
  readonly label: string
  readonly status: StepStatus
  readonly summary?: string
}

export interface PackViewState {
  readonly title: string
  readonly subtitle: string
  readonly steps: ReadonlyArray<ViewStep>
  readonly files: ReadonlyArray<WrittenFile>
  readonly finished: boolean
  readonly error?: string
}

export const WRITE_STEP = "write"

export const initialViewState = (title: string, subtitle: string, steps: ReadonlyArray<PackStepInfo>): PackViewState => ({
  title,
  subtitle,
  steps: [...steps.map((s) => ({ step: s.step, label: s.label, status: "pending" as const })), { step: WRITE_STEP, label: "Write files", status: "pending" }],
  files: [],
  finished: false
})

const setStep = (state: PackViewState, step: string, change: Partial<ViewStep>): PackViewState => ({
  ...state,
  steps: state.steps.map((s) => (s.step === step ? { ...s, ...change } : s))
})

export const onProgress = (state: PackViewState, e: PackProgress): PackViewState =>
  e._tag === "StepStarted" ? setStep(state, e.step, { status: "running" }) : setStep(state, e.step, { status: "done", summary: e.summary })

export const onWriting = (state: PackViewState): PackViewState => setStep(state, WRITE_STEP, { status: "running" })

export const onFile = (state: PackViewState, file: WrittenFile): PackViewState => {
  const files = [...state.files, file]
  return { ...setStep(state, WRITE_STEP, { summary: `${files.length} file${files.length === 1 ? "" : "s"}` }), files }
}

export const onDone = (state: PackViewState): PackViewState => ({ ...setStep(state, WRITE_STEP, { status: "done" }), finished: true })

export const onFailed = (state: PackViewState, message: string): PackViewState => ({
  ...state,
  steps: state.steps.map((s) => (s.status === "running" ? { ...s, status: "failed" } : s)),
  finished: true,
  error: message
})

/** A tiny external store for the live view (read with useSyncExternalStore). */
export const createViewStore = (initial: PackViewState) => {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: (): PackViewState => state,
    update: (f: (s: PackViewState) => PackViewState): void => {
      state = f(state)
      for (const l of listeners) l()
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
}
export type ViewStore = ReturnType<typeof createViewStore>
