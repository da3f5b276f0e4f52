import * as Data from "effect/Data"

// Failures of the agile use cases; the HTTP edge answers each once (apps/server/src/routes/agile/agile-kit.ts).

/** A save based on an older version than the stored one (409 with the current version and, when known, the stored data); nothing was written. */
export class StaleWrite extends Data.TaggedError("StaleWrite")<{ readonly message: string; readonly currentVersion: number; readonly current?: unknown }> {}

/** A schedule task (or other agile row) the user's project does not hold (404). */
export class AgileItemNotFound extends Data.TaggedError("AgileItemNotFound")<{ readonly message: string }> {}
