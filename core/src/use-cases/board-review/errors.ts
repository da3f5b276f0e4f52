import * as Data from "effect/Data"

// issue 36: the board review's failures, each mapped to its status once at the HTTP edge.

/** A review link that is unknown, revoked or expired: one answer for all three, so none leaks which (404). */
export class ReviewLinkInvalid extends Data.TaggedError("ReviewLinkInvalid")<{ readonly message: string }> {}
/** A version, reviewer or comment of the project that does not exist (404). */
export class ReviewItemNotFound extends Data.TaggedError("ReviewItemNotFound")<{ readonly message: string }> {}
/** A decision differing from the one the reviewer already recorded (409). */
export class DecisionAlreadyRecorded extends Data.TaggedError("DecisionAlreadyRecorded")<{ readonly message: string }> {}
/** Too many requests on review links from one link or client (429). */
export class TooManyReviewRequests extends Data.TaggedError("TooManyReviewRequests")<{ readonly message: string }> {}
