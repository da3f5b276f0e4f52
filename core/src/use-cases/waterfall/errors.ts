import * as Data from "effect/Data"

// Failures of the waterfall module calls besides the platform ones (InvalidInput 400, ProjectNotFound 404, PlanLimit 402).

/** A row (risk, stakeholder, WBS item) the project does not have (404). */
export class ItemNotFound extends Data.TaggedError("ItemNotFound")<{ readonly message: string }> {}

/**
 * A save based on an older version than the stored one (409); nothing is written. `current` is the
 * stored row (or rows) so the client can show it; `stale_ids` names the stale rows of a list save.
 */
export class StaleVersion extends Data.TaggedError("StaleVersion")<{
  readonly message: string
  readonly current_version: number
  readonly current?: unknown
  readonly stale_ids?: ReadonlyArray<number>
}> {}
