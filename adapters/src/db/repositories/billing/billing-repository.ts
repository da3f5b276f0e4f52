import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { BillingRepository, type BillingRepositoryService, type CheckoutRecord } from "@initpack/core/ports/billing/billing-repository"
import { makeQuery, toDate, toDateOrNull, type Row } from "../../current-executor"

const columns = "id, user_id, kind, plan_code, bundles, amount_cents, provider, provider_ref, status, created_at, completed_at"

const toCheckout = (r: Row): CheckoutRecord => ({
  id: String(r.id),
  userId: Number(r.user_id),
  kind: r.kind === "topup" ? "topup" : "subscription",
  planCode: r.plan_code === null ? null : String(r.plan_code),
  bundles: r.bundles === null ? null : Number(r.bundles),
  amountCents: Number(r.amount_cents),
  provider: String(r.provider),
  providerRef: r.provider_ref === null ? null : String(r.provider_ref),
  status: r.status === "completed" ? "completed" : "open",
  createdAt: toDate(r.created_at),
  completedAt: toDateOrNull(r.completed_at)
})

export const make = Effect.map(makeQuery, (q): BillingRepositoryService => ({
  createCheckout: (c) =>
    Effect.asVoid(
      q(
        `INSERT INTO checkouts (id, user_id, kind, plan_code, bundles, amount_cents, provider, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [c.id, c.userId, c.kind, c.planCode, c.bundles, c.amountCents, c.provider, c.createdAt]
      )
    ),
  setProviderRef: (id, ref) => Effect.asVoid(q("UPDATE checkouts SET provider_ref = $2 WHERE id = $1", [id, ref])),
  findCheckout: (id) =>
    q(`SELECT ${columns} FROM checkouts WHERE id = $1`, [id]).pipe(Effect.map((rows) => (rows[0] ? toCheckout(rows[0]) : null))),
  claimCredit: (key, checkoutId, userId, at) =>
    q(
      `INSERT INTO payment_credits (credit_key, user_id, checkout_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (credit_key) DO NOTHING RETURNING credit_key`,
      [key, userId, checkoutId, at]
    ).pipe(Effect.map((rows) => rows.length === 1)),
  markCompleted: (id, at) => Effect.asVoid(q("UPDATE checkouts SET status = 'completed', completed_at = $2 WHERE id = $1", [id, at])),
  setPeriodEnd: (subscriptionId, end) =>
    Effect.asVoid(q("UPDATE subscriptions SET current_period_end = $2 WHERE id = $1", [subscriptionId, end])),
  expiredAccountsWithProjects: (endedBefore) =>
    q(
      `SELECT s.user_id, s.current_period_end FROM subscriptions s
       WHERE s.id = (SELECT max(id) FROM subscriptions WHERE user_id = s.user_id)
         AND s.current_period_end <= $1
         AND EXISTS (SELECT 1 FROM projects p WHERE p.user_id = s.user_id)
       ORDER BY s.user_id`,
      [endedBefore]
    ).pipe(Effect.map((rows) => rows.map((r) => ({ userId: Number(r.user_id), endedAt: toDate(r.current_period_end) })))),
  deleteAllProjects: (userId) =>
    q("DELETE FROM projects WHERE user_id = $1 RETURNING id", [userId]).pipe(Effect.map((rows) => rows.length))
}))

export const layer = Layer.effect(BillingRepository, make)
