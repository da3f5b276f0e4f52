import type * as Effect from "effect/Effect"
import type { ResolvedBrief } from "../../brief/resolve-brief"
import type { ProjectArtefacts } from "../../document/artefacts"
import type { DraftingError } from "../../drafting/drafting-error"
import type { Drafter } from "../../ports/drafter"
import type { InvalidBaseStart } from "../../rules/planning/dates/date-errors"
import { draftAgileProject } from "./draft-agile-project"
import type { DraftProjectOptions } from "./draft-options"
import { draftWaterfallProject } from "./draft-waterfall-project"

export type { DraftProjectOptions }

/** Drafts every module of the brief's project in memory (no database), for the brief's method. */
export const draftProject = (
  brief: ResolvedBrief,
  options: DraftProjectOptions
): Effect.Effect<ProjectArtefacts, DraftingError | InvalidBaseStart, Drafter> =>
  brief.method === "agile" ? draftAgileProject(brief, options) : draftWaterfallProject(brief, options)
