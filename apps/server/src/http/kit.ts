import type { Context } from "hono"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Schema from "effect/Schema"
import { authenticateSession, type Authenticated } from "@initpack/core/use-cases/platform/authenticate-session"
import { Clock, type ClockService } from "@initpack/core/ports/clock"
import { readCacheOrPassThrough, type ReadCacheService } from "@initpack/adapters/db/read-cache"
import { isHttps, type ServerConfig } from "../config"
import type { PlatformRuntime, PlatformServices } from "../compose"
import { errorResponse, jsonError } from "./error-response"
import { BodyError, readBody } from "./read-body"
import { cookieNames, readCookie } from "./session-cookie"
import { keptAnswers } from "./module-read"
import { requestFields, scopeOf, type ServerLog } from "../logging/server-log"
import type { ServerMetrics } from "../metrics/server-metrics"

export interface AppDeps {
  readonly runtime: PlatformRuntime
  readonly config: Pick<ServerConfig, "publicUrl" | "allowedOrigins" | "trustProxy">
  /** Where the built web app is served from (default apps/web/dist or WEB_DIST_DIR). */
  readonly webDistDir?: string
  /** GET /api/ready: why the server cannot serve yet, or null (unset: never ready). */
  readonly ready?: () => Promise<string | null>
  /** Where request lines go (unset: nowhere); every line of a request carries its id (http/request-id.ts). */
  readonly log?: ServerLog
  /** Prometheus metrics at /metrics behind METRICS_TOKEN (unset: no /metrics). */
  readonly metrics?: { readonly metrics: ServerMetrics; readonly token: string }
}

/** What every resource sub-app needs: run a use case, answer its errors, read the session and the body. */
export const makeKit = (deps: AppDeps) => {
  const https = isHttps(deps.config)
  const cookies = cookieNames(https)

  const run = async <A, E>(
    c: Context,
    effect: Effect.Effect<A, E, PlatformServices>,
    ok: (value: A) => Response | Promise<Response> = (value) => c.json(value as object)
  ): Promise<Response> => {
    // the request's id and path go on every Effect log line of the use case (logging/effect-logger.ts)
    const scope = scopeOf(c)
    const exit = await deps.runtime.runPromiseExit(scope ? Effect.annotateLogs(effect, requestFields(scope)) : effect)
    return Exit.isSuccess(exit) ? ok(exit.value) : errorResponse(c, exit.cause)
  }

  const sessionToken = (c: Context) => readCookie(c, cookies.session)

  /** Runs `f` for the signed-in user; 401 when there is no valid session. */
  const authed = <A, E>(c: Context, f: (auth: Authenticated) => Effect.Effect<A, E, PlatformServices>) =>
    Effect.flatMap(authenticateSession(sessionToken(c)), f)

  /** Decodes the body with a core Schema, then runs `f`; a bad body answers 400 and never reaches the use case. */
  const withBody = async <A, I>(c: Context, schema: Schema.Schema<A, I, never>, f: (body: A) => Promise<Response>) => {
    const body = await readBody(c, schema)
    return body instanceof BodyError ? jsonError(c, 400, body.message) : f(body)
  }

  // the runtime's read cache and clock, looked up on the first module read (the runtime is built by then)
  let cache: ReadCacheService | undefined
  let clock: ClockService | undefined
  /** Wraps a read's route (module lists, /me): answered from memory while nothing it depends on changed (http/module-read.ts). */
  const keptRead = keptAnswers(
    () => (cache ??= deps.runtime.runSync(readCacheOrPassThrough)),
    () => {
      const now = (clock ??= deps.runtime.runSync(Clock))
      return now.millis ? now.millis() : Effect.runSync(now.now).getTime()
    },
    sessionToken
  )

  return { run, authed, withBody, sessionToken, cookies, https, config: deps.config, keptRead }
}

export type Kit = ReturnType<typeof makeKit>

/** A positive integer path or query id, or null. */
export const parseId = (value: string | undefined | null): number | null =>
  value !== undefined && value !== null && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null
