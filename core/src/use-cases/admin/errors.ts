import * as Data from "effect/Data"

/** Signed in, but not an admin (403). */
export class AdminRequired extends Data.TaggedError("AdminRequired")<{ readonly message: string }> {}
/** No user with that id (404). */
export class UserNotFound extends Data.TaggedError("UserNotFound")<{ readonly message: string }> {}
/** No alert with that id (404). */
export class AlertNotFound extends Data.TaggedError("AlertNotFound")<{ readonly message: string }> {}
