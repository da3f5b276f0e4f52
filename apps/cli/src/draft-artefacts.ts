import * as Effect from "effect/Effect"
import type { Brief } from "@initpack/core/brief/brief"
import { resolveBrief, type BriefOverrides, type ResolvedBrief } from "@initpack/core/brief/resolve-brief"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { todayIso } from "@initpack/core/rules/planning/dates/display-date"
import type { ProgressListener } from "@initpack/core/use-cases/pack/pack-progress"
import { draftProject } from "@initpack/core/use-cases/pack/draft-project"
import { packProvenance } from "@initpack/core/drafting/provenance/pack-provenance"
import { ARTEFACTS_FORMAT } from "./artefacts-format"
import { PackFailure } from "./cli-errors"
import type { DrafterChoice } from "./drafter-layer"

export interface DraftedProject {
  readonly brief: ResolvedBrief
  readonly artefacts: ProjectArtefacts
  readonly drafter: string
}

/** Resolves the brief and drafts every module over the chosen drafter; a drafting failure becomes a PackFailure. */
export const draftArtefacts = async (
  brief: Brief,
  overrides: BriefOverrides,
  options: {
    readonly offline: boolean
    readonly now: Date
    readonly onProgress?: ProgressListener | undefined
    readonly drafter: DrafterChoice
  }
): Promise<DraftedProject> => {
  const resolved = resolveBrief(brief, overrides, todayIso(options.now.getTime()))
  const drafter = options.drafter
  const result = await Effect.runPromise(
    Effect.either(draftProject(resolved, { now: options.now, onProgress: options.onProgress }).pipe(Effect.provide(drafter.layer)))
  )
  if (result._tag === "Left") throw new PackFailure({ message: `drafting failed: ${result.left.message}`, cause: result.left })
  return { brief: resolved, artefacts: result.right, drafter: drafter.name }
}

/** The content of artefacts.json. */
export const artefactsDocument = (drafted: DraftedProject, now: Date) => ({
  format: ARTEFACTS_FORMAT,
  version: 1,
  generated_at: now.toISOString(),
  drafter: drafted.drafter,
  brief: drafted.brief,
  artefacts: drafted.artefacts,
  /** Where each review line comes from (docs/drafting.md, Provenance), keyed like the review screen's lines. */
  provenance: packProvenance(drafted.artefacts, drafted.brief)
})
