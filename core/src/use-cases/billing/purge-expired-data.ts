import * as Effect from "effect/Effect"
import { BillingRepository } from "../../ports/billing/billing-repository"
import { addMonthsClamped } from "../../rules/platform/instant"

/** platform.md §2.2, §9: data is kept 6 months after expiry, then deleted. */
export const DATA_RETENTION_MONTHS = 6

/** Deletes the projects (and all module data) of users whose latest period ended 6 months or more before `now`. */
export const purgeExpiredData = (now: Date) =>
  Effect.gen(function* () {
    const billing = yield* BillingRepository
    const candidates = yield* billing.expiredAccountsWithProjects(now)
    const due = candidates.filter((a) => addMonthsClamped(a.endedAt.getTime(), DATA_RETENTION_MONTHS) <= now.getTime())
    let projects = 0
    for (const account of due) projects += yield* billing.deleteAllProjects(account.userId)
    return { users: due.map((a) => a.userId), projects }
  })
