import * as Data from "effect/Data"
import type { UpgradeCta } from "../../rules/platform/upgrade-message"

// One tagged error per failure; the HTTP edge maps each tag to a status once (apps/server/src/http/error-status.ts).

/** A body or query field is missing or wrong (400). */
export class InvalidInput extends Data.TaggedError("InvalidInput")<{ readonly message: string }> {}
/** No session, or it expired (401). */
export class NotSignedIn extends Data.TaggedError("NotSignedIn")<{ readonly message: string }> {}
/** Wrong email or password; never says which (401). */
export class InvalidCredentials extends Data.TaggedError("InvalidCredentials")<{ readonly message: string }> {}
/** Wrong or reused authenticator code (401). */
export class InvalidTotpCode extends Data.TaggedError("InvalidTotpCode")<{ readonly message: string }> {}
/** Five wrong codes on one sign-in challenge: sign in again (401). */
export class MfaChallengeClosed extends Data.TaggedError("MfaChallengeClosed")<{ readonly message: string }> {}
/** Too many failed sign-ins for the account or the client IP (429). */
export class TooManyLoginAttempts extends Data.TaggedError("TooManyLoginAttempts")<{ readonly message: string }> {}
/** The account was deactivated by an admin (403). */
export class AccountDisabled extends Data.TaggedError("AccountDisabled")<{ readonly message: string }> {}
/** Registration with an email already in use (409). */
export class EmailAlreadyRegistered extends Data.TaggedError("EmailAlreadyRegistered")<{ readonly message: string }> {}
/** Reset token unknown, used or expired (400). */
export class ResetTokenInvalid extends Data.TaggedError("ResetTokenInvalid")<{ readonly message: string }> {}
/** 2FA state does not allow the call (409), e.g. activate without setup. */
export class TwoFactorStateConflict extends Data.TaggedError("TwoFactorStateConflict")<{ readonly message: string }> {}
/** The project does not exist for this user (404, also for another user's project). */
export class ProjectNotFound extends Data.TaggedError("ProjectNotFound")<{ readonly message: string }> {}
/** Project name already used by this user (409). */
export class DuplicateProjectName extends Data.TaggedError("DuplicateProjectName")<{ readonly message: string }> {}
/** The plan or the usage window forbids the call, or no active subscription (402 {message, cta}). */
export class PlanLimit extends Data.TaggedError("PlanLimit")<{ readonly message: string; readonly cta: UpgradeCta }> {}
/** The a+b challenge was wrong, forged or expired (400). */
export class ChallengeFailed extends Data.TaggedError("ChallengeFailed")<{ readonly message: string }> {}
/** Unknown plan code (404). */
export class PlanNotFound extends Data.TaggedError("PlanNotFound")<{ readonly message: string }> {}
/** Subscription state does not allow the call (409), e.g. the free plan a second time. */
export class SubscriptionConflict extends Data.TaggedError("SubscriptionConflict")<{ readonly message: string }> {}
/** The payment provider could not start a checkout (502). */
export class CheckoutUnavailable extends Data.TaggedError("CheckoutUnavailable")<{ readonly message: string }> {}
