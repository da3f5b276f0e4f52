import * as Effect from "effect/Effect"
import { UsageEvents } from "../../ports/admin/usage-events"
import type { Authenticated } from "../platform/authenticate-session"
import { STAT_WINDOWS } from "./stat-windows"

/** GET /admin/stats/usage: usage events by action (over the 1m window) and the event count of each window. */
export const getUsageStats = (auth: Authenticated) =>
  Effect.gen(function* () {
    const usage = yield* UsageEvents
    const windows = yield* Effect.forEach(STAT_WINDOWS, (w) =>
      Effect.map(usage.countsByAction(new Date(auth.now.getTime() - w.ms), auth.now), (byAction) => ({
        window: w.window,
        count: byAction.reduce((sum, a) => sum + a.count, 0),
        by_action: byAction
      }))
    )
    const month = windows[windows.length - 1]!
    return { by_action: month.by_action, windows, ...Object.fromEntries(windows.map((w) => [w.window, w.count])) }
  })
