import * as Effect from "effect/Effect"
import type { BriefMethod } from "../../brief/brief"
import { packSteps, type PackStep, type ProgressListener } from "./pack-progress"

/** Runs one module's drafting between a StepStarted and a StepDone event (summary from the result). */
export const step =
  (method: BriefMethod, listener: ProgressListener | undefined) =>
  <A, E, R>(name: PackStep, run: Effect.Effect<A, E, R>, summary: (a: A) => string): Effect.Effect<A, E, R> => {
    const label = packSteps(method).find((s) => s.step === name)?.label ?? name
    if (listener === undefined) return run
    return Effect.sync(() => listener({ _tag: "StepStarted", step: name, label })).pipe(
      Effect.zipRight(run),
      Effect.tap((a) => Effect.sync(() => listener({ _tag: "StepDone", step: name, label, summary: summary(a) })))
    )
  }

export const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`
