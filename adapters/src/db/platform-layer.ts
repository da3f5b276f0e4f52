import * as Layer from "effect/Layer"
import * as Transactor from "./transactor"
import * as Users from "./repositories/user-repository"
import * as Sessions from "./repositories/session-repository"
import * as MfaChallenges from "./repositories/mfa-challenge-repository"
import * as PasswordResets from "./repositories/password-reset-repository"
import * as Projects from "./repositories/project-repository"
import * as Plans from "./repositories/plan-repository"
import * as Subscriptions from "./repositories/subscription-repository"
import * as LoginThrottle from "./repositories/login-throttle-repository"

/** Every platform repository plus the transactor, over one SqlClient. */
export const layer = Layer.mergeAll(
  Transactor.layer,
  Users.layer,
  Sessions.layer,
  MfaChallenges.layer,
  PasswordResets.layer,
  Projects.layer,
  Plans.layer,
  Subscriptions.layer,
  LoginThrottle.layer
)
