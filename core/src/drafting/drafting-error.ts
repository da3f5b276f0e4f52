// The one failure of a drafting task; the API maps it to 502 with the screen's message (waterfall.md §8).
import * as Schema from "effect/Schema"

export const DraftingErrorKind = Schema.Literal("invalid_output", "timeout", "refused", "unavailable", "rate_limited")
export type DraftingErrorKind = typeof DraftingErrorKind.Type

export class DraftingError extends Schema.TaggedError<DraftingError>()("DraftingError", {
  kind: DraftingErrorKind,
  task: Schema.String,
  detail: Schema.String
}) {
  override get message(): string {
    return `Drafting ${this.task} failed (${this.kind}): ${this.detail}`
  }
}
