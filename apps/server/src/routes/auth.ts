import { Hono, type Context } from "hono"
import * as Effect from "effect/Effect"
import { LoginRequest, PasswordResetConfirm, PasswordResetRequest, RegisterRequest, TwoFactorActivate } from "@initpack/core/schemas/user"
import { TwoFactorDisableRequest } from "@initpack/core/requests/platform/two-factor-disable-request"
import { registerUser } from "@initpack/core/use-cases/platform/register-user"
import { loginUser } from "@initpack/core/use-cases/platform/login-user"
import { logoutUser } from "@initpack/core/use-cases/platform/logout-user"
import { refreshSession } from "@initpack/core/use-cases/platform/refresh-session"
import { setupTwoFactor } from "@initpack/core/use-cases/platform/setup-two-factor"
import { activateTwoFactor } from "@initpack/core/use-cases/platform/activate-two-factor"
import { disableTwoFactor } from "@initpack/core/use-cases/platform/disable-two-factor"
import { requestPasswordReset } from "@initpack/core/use-cases/platform/request-password-reset"
import { confirmPasswordReset } from "@initpack/core/use-cases/platform/confirm-password-reset"
import { getSessionInfo } from "@initpack/core/use-cases/platform/get-session-info"
import { signedOutInfo } from "@initpack/core/use-cases/platform/session-info"
import { postLoginPath } from "@initpack/core/rules/platform/subscription-access"
import { effectiveStatus } from "@initpack/core/use-cases/platform/plan-access"
import { SubscriptionRepository } from "@initpack/core/ports/subscription-repository"
import { Clock } from "@initpack/core/ports/clock"
import type { LoginResponse, RefreshResponse, RegisterResponse, TwoFactorStateResponse, UserView } from "@initpack/core/responses/platform/auth-responses"
import type { OkResponse } from "@initpack/core/responses/ok-response"
import type { Kit } from "../http/kit"
import { cachedRead, JsonText, sendJsonText } from "../http/module-read"
import { clientIp } from "../http/client-ip"
import { rawBody } from "../http/read-body"
import { clearCookie, readCookie, writeCookie } from "../http/session-cookie"

const userView = (u: { id: number; email: string; name: string; roles: ReadonlyArray<string> }): UserView => ({ id: u.id, email: u.email, name: u.name, roles: [...u.roles] })

const signedOutText = new JsonText(JSON.stringify(signedOutInfo))

/** GET /auth/me and /api/me: kept for the session like a module read until anything of the user's changes (http/module-read.ts). */
const sessionInfoRoute = (kit: Kit) =>
  kit.keptRead((c: Context) =>
    kit.sessionToken(c)
      ? kit.run(
          c,
          kit.authed(c, (auth) => cachedRead(c, auth, getSessionInfo(auth))).pipe(Effect.catchTag("NotSignedIn", () => Effect.succeed(signedOutText))),
          sendJsonText(c)
        )
      : c.json(signedOutInfo)
  )

/** /api/auth: sign-up, sign-in with 2FA, sessions, password reset (platform.md §7 Auth). */
export const authRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody, cookies, https } = kit

  app.get("/me", sessionInfoRoute(kit))

  app.post("/register", (c) =>
    withBody(c, RegisterRequest, (body) =>
      run(c, registerUser(body), ({ user, session }) => {
        writeCookie(c, cookies.session, session.token, session.expiresAt, https)
        return c.json({ ok: true, user: userView(user), next: "/pricing" } satisfies RegisterResponse, 201)
      })
    )
  )

  app.post("/login", (c) =>
    withBody(c, LoginRequest, async (body) => {
      const raw = await rawBody(c)
      const challengeToken = typeof raw.challenge_id === "string" ? raw.challenge_id : readCookie(c, cookies.mfa)
      const login = loginUser({ request: body, ip: clientIp(c, kit.config.trustProxy), challengeToken, currentSessionToken: kit.sessionToken(c) })
      const withStatus = Effect.gen(function* () {
        const result = yield* login
        if (result._tag !== "SignedIn") return { result, status: null as string | null }
        const current = yield* (yield* SubscriptionRepository).current(result.user.id)
        return { result, status: effectiveStatus(current, yield* (yield* Clock).now) as string | null }
      })
      return run(c, withStatus, ({ result, status }) => {
        if (result._tag === "MfaRequired") {
          writeCookie(c, cookies.mfa, result.challengeToken, result.expiresAt, https)
          return c.json({ ok: false, mfa_required: true, challenge_id: result.challengeToken } satisfies LoginResponse)
        }
        clearCookie(c, cookies.mfa, https)
        writeCookie(c, cookies.session, result.token, result.expiresAt, https)
        return c.json({ ok: true, authenticated: true, user: userView(result.user), subscription_status: status, next: postLoginPath(status) } satisfies LoginResponse)
      })
    })
  )

  app.post("/logout", (c) =>
    run(c, logoutUser(kit.sessionToken(c)), () => {
      clearCookie(c, cookies.session, https)
      return c.json({ ok: true } satisfies OkResponse)
    })
  )

  app.post("/refresh", (c) =>
    run(c, refreshSession(kit.sessionToken(c)), (r) => {
      writeCookie(c, cookies.session, r.token, r.expiresAt, https)
      return c.json({ ok: true, user: userView(r.user) } satisfies RefreshResponse)
    })
  )

  app.post("/2fa/setup", (c) => run(c, authed(c, (auth) => setupTwoFactor(auth.user))))

  app.post("/2fa/activate", (c) =>
    withBody(c, TwoFactorActivate, (body) =>
      run(c, authed(c, (auth) => activateTwoFactor(auth, body)), (r) => {
        writeCookie(c, cookies.session, r.token, r.expiresAt, https)
        return c.json({ ok: true, mfa_enabled: true } satisfies TwoFactorStateResponse)
      })
    )
  )

  app.post("/2fa/disable", (c) =>
    withBody(c, TwoFactorDisableRequest, (body) =>
      run(c, authed(c, (auth) => disableTwoFactor(auth, { code: body.code ?? body.totp, password: body.password })), () =>
        c.json({ ok: true, mfa_enabled: false } satisfies TwoFactorStateResponse)
      )
    )
  )

  const resetRequest = (c: Context) =>
    withBody(c, PasswordResetRequest, (body) => run(c, requestPasswordReset(body.email)))
  app.post("/password/request", resetRequest)
  app.post("/password/reset/request", resetRequest)

  const resetConfirm = (c: Context) =>
    withBody(c, PasswordResetConfirm, (body) =>
      run(c, confirmPasswordReset(body), () => {
        clearCookie(c, cookies.session, https)
        return c.json({ ok: true } satisfies OkResponse)
      })
    )
  app.post("/password/reset", resetConfirm)
  app.post("/password/reset/confirm", resetConfirm)

  return app
}

export const meRoutes = (kit: Kit) => {
  const app = new Hono()
  app.get("/", sessionInfoRoute(kit))
  return app
}

