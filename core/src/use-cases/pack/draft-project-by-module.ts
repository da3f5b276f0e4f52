// POST /projects/draft with progress (issue 35): the brief drafted module by module by the same use case as
// `initpack pack`, each module's state told as it changes. When the model fails on a module, what was drafted before
// it is kept (signed, so a retry takes back exactly that) and the failure says which module and why; a retry drafts
// from that module on, with the model or, for the modules the user chose, the offline drafter. Nothing is saved.
import * as Effect from "effect/Effect"
import { DraftingError } from "../../drafting/drafting-error"
import { moduleDraftFailed, moduleFailureReason } from "../../messages/project-draft"
import { Drafter, type DrafterService } from "../../ports/drafter"
import { SecretSigner } from "../../ports/secret-signer"
import { InvalidInput } from "../platform/errors"
import { draftProject } from "./draft-project"
import { drafterByModule } from "./drafter-by-module"
import type { DraftedStep, DraftLine, DraftStartLine, FailedLine, ModuleLine } from "./draft-events"
import { draftWithinPlan } from "./draft-within-plan"
import { packSteps, type PackProgress, type PackStep } from "./pack-progress"
import { keptPayload, type PreparedDraft } from "./prepare-project-draft"

export interface ModuleDraftOptions {
  /** Drafts the modules in `offlineModules` (the offline drafter). */
  readonly offline: DrafterService
  readonly offlineModules: ReadonlyArray<PackStep>
  readonly emit: (line: ModuleLine) => void
}

/** The first line: the method's modules in drafting order and the configured drafter. */
export const draftStartLine = (prepared: PreparedDraft, drafter: string): DraftStartLine => ({
  type: "start",
  method: prepared.brief.method,
  drafter,
  modules: packSteps(prepared.brief.method).map((s) => ({ module: s.step, label: s.label }))
})

export const draftProjectByModule = (prepared: PreparedDraft, options: ModuleDraftOptions) =>
  Effect.gen(function* () {
    const model = yield* Drafter
    const signer = yield* SecretSigner
    const router = drafterByModule(model, options.offline, new Set(options.offlineModules))
    const kept: Partial<Record<PackStep, unknown>> = {}
    const steps: Array<DraftedStep> = []
    let current: { readonly step: PackStep; readonly label: string } | undefined
    const onProgress = (e: PackProgress) => {
      router.follow(e)
      if (e._tag === "StepStarted") {
        current = { step: e.step, label: e.label }
        options.emit({ type: "module", module: e.step, label: e.label, status: "drafting", drafter: router.nameFor(e.step) })
        return
      }
      current = undefined
      kept[e.step] = e.value
      steps.push({ step: e.step, label: e.label, summary: e.summary })
      const drafter = e.kept === true ? "" : router.nameFor(e.step)
      options.emit({ type: "module", module: e.step, label: e.label, status: "done", summary: e.summary, drafter, kept: e.kept === true })
    }

    const drafted = yield* draftProject(prepared.brief, { now: prepared.auth.now, onProgress, kept: prepared.kept }).pipe(
      Effect.provideService(Drafter, router.service),
      Effect.catchTag("InvalidBaseStart", (e) => Effect.fail(new InvalidInput({ message: e.message }))),
      Effect.catchTag("DraftingError", (e) => Effect.succeed(e))
    )

    if (drafted instanceof DraftingError) {
      const failed = current ?? packSteps(prepared.brief.method).find((s) => !(s.step in kept))!
      const reason = moduleFailureReason(drafted.kind, drafted.detail)
      yield* Effect.logWarning(`Drafting ${failed.step} with ${model.name} failed: ${drafted.message}`)
      options.emit({ type: "module", module: failed.step, label: failed.label, status: "failed", kind: drafted.kind, reason })
      const signature = yield* signer.sign(keptPayload(prepared.form, kept))
      return {
        type: "failed",
        module: failed.step,
        label: failed.label,
        kind: drafted.kind,
        reason,
        message: moduleDraftFailed(failed.label, reason, Object.keys(kept).length),
        resume: { kept, signature },
        steps
      } satisfies FailedLine
    }
    // the free plan's draft holds what the plan allows (one item per scope tab, one risk, no stakeholders, WBS or comms)
    const allowed = draftWithinPlan(prepared.access.plan, drafted)
    const signature = yield* signer.sign(JSON.stringify(allowed))
    return { type: "draft", draft: allowed, signature, method: prepared.brief.method, steps } satisfies DraftLine
  })
