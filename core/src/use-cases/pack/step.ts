import * as Effect from "effect/Effect"
import type { BriefMethod } from "../../brief/brief"
import { packSteps, type PackStep, type ProgressListener } from "./pack-progress"

/**
 * Runs one module's drafting between a StepStarted and a StepDone event (summary from the result); a module
 * in `kept` (an earlier attempt's) is not drafted again: its value is used and only its StepDone is told.
 */
export const step =
  (method: BriefMethod, listener: ProgressListener | undefined, kept?: Readonly<Partial<Record<PackStep, unknown>>>) =>
  <A, E, R>(name: PackStep, run: Effect.Effect<A, E, R>, summary: (a: A) => string): Effect.Effect<A, E, R> => {
    const label = packSteps(method).find((s) => s.step === name)?.label ?? name
    const earlier = kept?.[name]
    if (earlier !== undefined) {
      return Effect.sync(() => {
        const value = earlier as A
        listener?.({ _tag: "StepDone", step: name, label, summary: summary(value), value, kept: true })
        return value
      })
    }
    if (listener === undefined) return run
    return Effect.sync(() => listener({ _tag: "StepStarted", step: name, label })).pipe(
      Effect.zipRight(run),
      Effect.tap((a) => Effect.sync(() => listener({ _tag: "StepDone", step: name, label, summary: summary(a), value: a })))
    )
  }

export const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`
