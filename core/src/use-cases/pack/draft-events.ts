// The lines POST /projects/draft streams when the browser asks for progress (issue 35): one JSON object a line,
// a start line, each module's state as it changes, then the draft, or the module the model failed on with what was kept.
import type { BriefMethod } from "../../brief/brief"
import type { ProjectArtefacts } from "../../document/artefacts"
import type { DraftingErrorKind } from "../../drafting/drafting-error"
import type { PackStep } from "./pack-progress"

export interface DraftedStep {
  readonly step: PackStep
  readonly label: string
  readonly summary: string
}

export interface DraftStartLine {
  readonly type: "start"
  readonly method: BriefMethod
  /** The configured drafter: `offline` or `openai:<model>`. */
  readonly drafter: string
  readonly modules: ReadonlyArray<{ readonly module: PackStep; readonly label: string }>
}

export type ModuleLine =
  | { readonly type: "module"; readonly module: PackStep; readonly label: string; readonly status: "drafting"; readonly drafter: string }
  | {
      readonly type: "module"
      readonly module: PackStep
      readonly label: string
      readonly status: "done"
      readonly summary: string
      readonly drafter: string
      /** Given back from the earlier attempt, not drafted again. */
      readonly kept: boolean
    }
  | { readonly type: "module"; readonly module: PackStep; readonly label: string; readonly status: "failed"; readonly kind: DraftingErrorKind; readonly reason: string }

/** Every module drafted: the project as POST /projects/draft answers it in JSON. */
export interface DraftLine {
  readonly type: "draft"
  readonly draft: ProjectArtefacts
  readonly signature: string
  readonly method: BriefMethod
  readonly steps: ReadonlyArray<DraftedStep>
}

/** The model failed on one module: nothing after it was drafted; the modules before it are kept, signed for the retry. */
export interface FailedLine {
  readonly type: "failed"
  readonly module: PackStep
  readonly label: string
  readonly kind: DraftingErrorKind
  readonly reason: string
  readonly message: string
  readonly resume: { readonly kept: Readonly<Partial<Record<PackStep, unknown>>>; readonly signature: string }
  readonly steps: ReadonlyArray<DraftedStep>
}

/** A refusal found while drafting (e.g. a start date the plan cannot use), as the JSON answer's status and error. */
export interface ErrorLine {
  readonly type: "error"
  readonly status: number
  readonly error: string
}

export type DraftStreamLine = DraftStartLine | ModuleLine | DraftLine | FailedLine | ErrorLine
