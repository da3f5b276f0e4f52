// What the New project from a brief screen says when the model fails on one module (issue 35, product-chosen texts).
import type { DraftingErrorKind } from "../drafting/drafting-error"

/** Why a module could not be drafted, in plain words, from the drafting failure's kind. */
export const moduleFailureReason = (kind: DraftingErrorKind, detail: string): string => {
  switch (kind) {
    case "unavailable":
      return `the model could not be reached or answered with an error, even after retrying (${detail})`
    case "invalid_output":
      return "the model's answer was not usable, even after it was asked once to correct it"
    case "timeout":
      return "the model did not answer in time"
    case "rate_limited":
      return "the model is refusing more requests for now (rate limit), even after waiting and retrying"
    case "refused":
      return "the model declined to draft it"
  }
}

/** The failure's sentence: which module, why, and what the user can do. */
export const moduleDraftFailed = (label: string, reason: string, keptCount: number): string =>
  `${label} could not be drafted with the model: ${reason}. ` +
  (keptCount > 0 ? `The ${keptCount === 1 ? "module" : `${keptCount} modules`} drafted before it ${keptCount === 1 ? "is" : "are"} kept. ` : "") +
  "Retry it with the model, or draft it offline."

/** A kept draft sent back for a retry is not the one the server answered (or is for another brief). */
export const KEPT_DRAFT_CHANGED = "The modules drafted so far changed after they were drafted. Draft the project again."
