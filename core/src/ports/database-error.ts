import * as Data from "effect/Data"

/** A storage call failed (connection lost, bad SQL, constraint we did not expect). Answered as 500 at the edge. */
export class DatabaseError extends Data.TaggedError("DatabaseError")<{ readonly cause: unknown }> {}
