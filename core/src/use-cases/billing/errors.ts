import * as Data from "effect/Data"

/** No such checkout for this user, or not one the local confirmation page handles (404). */
export class CheckoutNotFound extends Data.TaggedError("CheckoutNotFound")<{ readonly message: string }> {}
