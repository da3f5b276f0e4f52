import * as Effect from "effect/Effect"
import { AdminRepository } from "../../ports/admin/admin-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { STAT_WINDOWS, windowStarts } from "./stat-windows"

/** GET /admin/stats/users | /subscriptions | /topups: counts created in each window (24h, 5d, 1m). */
export const getWindowStats = (auth: Authenticated, what: "users" | "subscriptions" | "topups") =>
  Effect.gen(function* () {
    const admin = yield* AdminRepository
    const starts = windowStarts(auth.now)
    const counts = yield* admin.countCreatedSince(what, starts)
    const bundles = what === "topups" ? yield* admin.topupBundlesSince(starts) : null
    const totals = yield* admin.totals(auth.now)
    const windows = STAT_WINDOWS.map((w, i) => ({
      window: w.window,
      count: counts[i] ?? 0,
      ...(bundles ? { bundles: bundles[i] ?? 0 } : {})
    }))
    return {
      windows,
      ...Object.fromEntries(windows.map((w) => [w.window, w.count])),
      ...(what === "users" ? { total: totals.users } : {}),
      ...(what === "subscriptions" ? { active: totals.activeSubscriptions } : {})
    }
  })
