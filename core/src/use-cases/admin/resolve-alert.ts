import type { AlertResolvedResponse } from "../../responses/admin/admin-responses"
import * as Effect from "effect/Effect"
import { AlertRepository } from "../../ports/admin/alert-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { AlertNotFound } from "./errors"
import { alertView } from "./list-alerts"
import { ALERT_NOT_FOUND } from "./texts"

/** POST /admin/alerts/{id}/resolve. */
export const resolveAlert = (auth: Authenticated, id: number | null) =>
  Effect.gen(function* () {
    const alert = id === null ? null : yield* (yield* AlertRepository).resolve(id, auth.now)
    if (!alert) return yield* new AlertNotFound({ message: ALERT_NOT_FOUND })
    return { ok: true as const, alert: alertView(alert) } satisfies AlertResolvedResponse
  })
