import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { LoginThrottleRepository, type LoginThrottleRepositoryService } from "@initpack/core/ports/login-throttle-repository"
import { makeQuery } from "../current-executor"

export const make = Effect.map(makeQuery, (q): LoginThrottleRepositoryService => ({
  recordFailure: (accountKey, ip, at) =>
    Effect.asVoid(q("INSERT INTO login_failures (account_key, ip, created_at) VALUES ($1, $2, $3)", [accountKey, ip, at])),
  countSince: (accountKey, ip, since) =>
    q(
      `SELECT (SELECT count(*)::int FROM login_failures WHERE account_key = $1 AND created_at >= $3) AS account,
              (SELECT count(*)::int FROM login_failures WHERE ip = $2 AND created_at >= $3) AS ip`,
      [accountKey, ip, since]
    ).pipe(Effect.map((rows) => ({ account: Number(rows[0]?.account ?? 0), ip: Number(rows[0]?.ip ?? 0) }))),
  prune: (before) => Effect.asVoid(q("DELETE FROM login_failures WHERE created_at < $1", [before]))
}))

export const layer = Layer.effect(LoginThrottleRepository, make)
