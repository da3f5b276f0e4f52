import { randomBytes } from "node:crypto"
import { resolve } from "node:path"
import { defaultSettings, type PlatformSettingsService } from "@initpack/core/use-cases/platform/settings"

export interface ServerConfig {
  readonly port: number
  readonly host: string
  /** Embedded PGlite data folder (used when databaseUrl is unset). */
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly publicUrl: string | undefined
  /** Origins allowed besides the server's own, for state-changing requests. */
  readonly allowedOrigins: ReadonlyArray<string>
  /** Number of reverse proxies in front whose X-Forwarded-For entry is trusted (0: the socket address). */
  readonly trustProxy: number
  readonly sessionSecret: string
  readonly sessionSecretGenerated: boolean
  readonly adminEmail: string | undefined
  readonly adminPassword: string | undefined
  readonly settings: PlatformSettingsService
  /** Billing, mail and feedback (docs/billing.md, docs/deployment.md). */
  readonly billing: BillingConfig
  /** The scheduled jobs run inside the server (default on PGlite) or by cron (default on PostgreSQL). */
  readonly jobs: { readonly inProcess: boolean; readonly purgeEveryMs: number; readonly alertsEveryMs: number }
  /** How long the read cache may serve a session or project list without a change notification (0: off). */
  readonly readCacheMs: number
  /** LOG_FORMAT: text (logfmt lines, the default) or json (one JSON object per line). */
  readonly logFormat: "text" | "json"
  /** SHUTDOWN_TIMEOUT_SECONDS: how long SIGTERM waits for the requests in flight before exiting anyway. */
  readonly shutdownTimeoutMs: number
  /** METRICS_TOKEN: when set, Prometheus metrics at /metrics for `Authorization: Bearer <token>`; unset: no /metrics. */
  readonly metricsToken: string | undefined
}

export interface BillingConfig {
  readonly stripeSecretKey: string | undefined
  readonly stripeWebhookSecret: string | undefined
  /** Another Stripe API host (stripe-mock, tests). */
  readonly stripeApiBase: string | undefined
  /** nodemailer connection URL; unset: mails go to the database outbox and the log. */
  readonly smtpUrl: string | undefined
  readonly mailFrom: string
  /** Where feedback is mailed; unset: feedback is stored only. */
  readonly supportEmail: string | undefined
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value)
  return value !== undefined && value.trim() !== "" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback
}

const minutes = (value: string | undefined, fallbackMs: number) => int(value, fallbackMs / 60_000) * 60_000

/** A positive duration in `unit` ms (fractions allowed, e.g. ALERTS_EVERY_MINUTES=0.5); else the fallback. */
const every = (value: string | undefined, unitMs: number, fallbackMs: number) => {
  const n = Number(value)
  return value !== undefined && value.trim() !== "" && Number.isFinite(n) && n >= 0 ? Math.round(n * unitMs) : fallbackMs
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value.trim() === "" ? fallback : ["1", "true", "yes", "on"].includes(value.trim().toLowerCase())

/** Reads every setting from the environment; every variable is optional (docs/deployment.md). */
export const readConfig = (env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig => {
  const port = int(env.PORT, 8787)
  const publicUrl = env.PUBLIC_URL?.trim() || undefined
  const secret = env.SESSION_SECRET?.trim()
  return {
    port,
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || ".data"),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    publicUrl,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim().replace(/\/+$/, ""))
      .filter((s) => s.length > 0),
    trustProxy: int(env.TRUST_PROXY, 0),
    sessionSecret: secret || randomBytes(32).toString("base64url"),
    sessionSecretGenerated: !secret,
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    billing: {
      stripeSecretKey: env.STRIPE_SECRET_KEY?.trim() || undefined,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
      stripeApiBase: env.STRIPE_API_BASE?.trim() || undefined,
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      mailFrom: env.MAIL_FROM?.trim() || "Initpack <no-reply@localhost>",
      supportEmail: env.SUPPORT_EMAIL?.trim() || undefined
    },
    jobs: {
      inProcess: flag(env.JOBS_IN_PROCESS, !(env.DATABASE_URL?.trim())),
      purgeEveryMs: every(env.PURGE_EVERY_HOURS, 3_600_000, 24 * 3_600_000),
      alertsEveryMs: every(env.ALERTS_EVERY_MINUTES, 60_000, 3_600_000)
    },
    readCacheMs: every(env.READ_CACHE_SECONDS, 1000, 60_000),
    logFormat: env.LOG_FORMAT?.trim().toLowerCase() === "json" ? "json" : "text",
    shutdownTimeoutMs: every(env.SHUTDOWN_TIMEOUT_SECONDS, 1000, 10_000),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    settings: {
      ...defaultSettings,
      sessionIdleMs: minutes(env.SESSION_IDLE_MINUTES, defaultSettings.sessionIdleMs),
      sessionAbsoluteMs: minutes(env.SESSION_ABSOLUTE_MINUTES, defaultSettings.sessionAbsoluteMs),
      loginWindowMs: minutes(env.LOGIN_WINDOW_MINUTES, defaultSettings.loginWindowMs),
      maxFailuresPerAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, defaultSettings.maxFailuresPerAccount),
      maxFailuresPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, defaultSettings.maxFailuresPerIp),
      publicUrl: publicUrl ?? `http://localhost:${port}`
    }
  }
}

export const isHttps = (config: Pick<ServerConfig, "publicUrl">) => config.publicUrl?.startsWith("https://") ?? false
