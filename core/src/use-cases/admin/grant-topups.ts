import type { TopupsGrantedResponse } from "../../responses/admin/admin-responses"
import * as Effect from "effect/Effect"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import { ENTER_POSITIVE_NUMBER } from "../../messages/platform-admin"
import { PROJECTS_PER_BUNDLE, topupProjects } from "../../rules/platform/topup-bundles"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { findUserOrFail } from "./find-user"

const asNumber = (v: unknown): unknown => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v)
const positiveInt = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n > 0

/**
 * POST /admin/users/{id}/topups {bundles or projects}: a positive integer, else 400 "Enter a positive
 * number." (platform.md §5). Projects are granted in whole bundles (2 each, rounded up).
 */
export const grantTopups = (auth: Authenticated, id: number | null, body: { readonly bundles?: unknown; readonly projects?: unknown }) =>
  Effect.gen(function* () {
    const b = asNumber(body.bundles)
    const p = asNumber(body.projects)
    const bundles = positiveInt(b) ? b : b === undefined && positiveInt(p) ? Math.ceil(p / PROJECTS_PER_BUNDLE) : null
    if (bundles === null) return yield* new InvalidInput({ message: ENTER_POSITIVE_NUMBER })
    const user = yield* findUserOrFail(id, auth.now)
    yield* (yield* SubscriptionRepository).addTopup({ userId: user.id, bundles, projects: topupProjects(bundles), source: "admin", createdAt: auth.now })
    return { ok: true as const, bundles, projects: topupProjects(bundles) } satisfies TopupsGrantedResponse
  })
