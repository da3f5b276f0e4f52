import * as Effect from "effect/Effect"
import { authenticateSession, type Authenticated } from "../platform/authenticate-session"
import { AdminRequired } from "./errors"
import { ADMINS_ONLY } from "./texts"

/** platform.md §6: the admin area is for users whose roles include admin (401 signed out, 403 others). */
export const requireAdmin = (sessionToken: string | null | undefined) =>
  Effect.flatMap(authenticateSession(sessionToken), (auth): Effect.Effect<Authenticated, AdminRequired> =>
    auth.user.roles.includes("admin") ? Effect.succeed(auth) : Effect.fail(new AdminRequired({ message: ADMINS_ONLY }))
  )
