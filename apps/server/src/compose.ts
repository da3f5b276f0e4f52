import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { SqlClient, type SqlClientService } from "@initpack/adapters/db/sql-client"
import * as PlatformLayer from "@initpack/adapters/db/platform-layer"
import * as ReadCache from "@initpack/adapters/db/read-cache"
import * as AgileLayer from "@initpack/adapters/db/repositories/agile/agile-layer"
import * as WaterfallLayer from "@initpack/adapters/db/repositories/waterfall/waterfall-layer"
import * as BoardReview from "@initpack/adapters/db/repositories/review/board-review-repository"
import { waterfallSettingsLayer } from "./routes/waterfall/settings-from-env"
import { reportsLayer } from "./routes/reports/reports-layer"
import { drafterLayerFromEnv } from "@initpack/adapters/drafting/drafter-from-env"
import * as Argon2 from "@initpack/adapters/security/argon2-hasher"
import * as OtplibTotp from "@initpack/adapters/security/otplib-totp"
import * as HmacSigner from "@initpack/adapters/security/hmac-signer"
import * as SystemClock from "@initpack/adapters/clock/system-clock"
import * as CryptoRandom from "@initpack/adapters/ids/crypto-random"
import type { Clock } from "@initpack/core/ports/clock"
import { migrate } from "@initpack/adapters/db/migrate"
import { PlatformSettings } from "@initpack/core/use-cases/platform/settings"
import { seedPlans } from "@initpack/core/use-cases/platform/seed-plans"
import { ensureAdmin } from "@initpack/core/use-cases/platform/ensure-admin"
import type { ServerConfig } from "./config"
import { billingLayer } from "./routes/billing/compose-billing"
import { effectLoggerLayer } from "./logging/effect-logger"
import type { ServerLog } from "./logging/server-log"
import type { ServerMetrics } from "./metrics/server-metrics"
import { timedDrafter, timedRenderers } from "./metrics/timed-services"

export interface ComposeOptions {
  /** Replaces the system clock (tests). */
  readonly clock?: Layer.Layer<Clock>
  /** Where the outbox mailer echoes mails (default console.log). */
  readonly mailLog?: (line: string) => void
  /** Effect's log lines go to the server's log (LOG_FORMAT, request ids); unset: Effect's default logger. */
  readonly log?: ServerLog
  /** Drafting and rendering times go to these metrics (METRICS_TOKEN set). */
  readonly metrics?: ServerMetrics
}

/**
 * The composition root: every port bound to its adapter over one SQL client, seen through the read
 * cache (its writes wait for their change notifications; adapters/src/db/read-cache.ts).
 */
export const platformLayer = (config: ServerConfig, sql: SqlClientService, options: ComposeOptions = {}) => {
  const services = Layer.mergeAll(
    PlatformLayer.layer,
    AgileLayer.layer,
    WaterfallLayer.layer,
    BoardReview.layer,
    waterfallSettingsLayer(),
    options.metrics ? timedRenderers(reportsLayer(), options.metrics) : reportsLayer(),
    options.metrics ? timedDrafter(drafterLayerFromEnv(), options.metrics) : drafterLayerFromEnv(),
    Argon2.layer,
    OtplibTotp.layer,
    HmacSigner.layer(config.sessionSecret),
    options.clock ?? SystemClock.layer,
    CryptoRandom.layer,
    billingLayer(config, options.clock ?? SystemClock.layer, options.mailLog),
    Layer.succeed(PlatformSettings, config.settings)
    // the read cache stays in the runtime's context too: module reads keep their answers in it (http/module-read.ts)
  ).pipe(Layer.provideMerge(ReadCache.layer({ ttlMs: config.readCacheMs })), Layer.provide(Layer.succeed(SqlClient, sql)))
  if (!options.log) return services
  // the logger replaces Effect's default both while the services are built and for every effect run later
  const logger = effectLoggerLayer(options.log)
  return Layer.merge(services.pipe(Layer.provide(logger)), logger)
}

export const makeRuntime = (config: ServerConfig, sql: SqlClientService, options: ComposeOptions = {}) =>
  ManagedRuntime.make(platformLayer(config, sql, options))

export type PlatformRuntime = ReturnType<typeof makeRuntime>

/** Start-up work: migrations, the plan seed, and the admin from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const prepareDatabase = async (config: ServerConfig, sql: SqlClientService, runtime: PlatformRuntime) => {
  await migrate(sql)
  await runtime.runPromise(seedPlans)
  if (config.adminEmail) {
    const admin = await runtime.runPromise(ensureAdmin(config.adminEmail, config.adminPassword))
    if (admin.id === null) console.warn(`ADMIN_EMAIL ${config.adminEmail} has no account and ADMIN_PASSWORD is unset: no admin created`)
  }
}

export type PlatformServices = ManagedRuntime.ManagedRuntime.Context<PlatformRuntime>
export type { Effect }
