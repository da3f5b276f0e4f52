import type { ReactNode } from "react"
import { PAID_PLANS, monthlyPriceCents, type Plan } from "@initpack/core/rules/platform/plans"
import { Badge } from "../../../components/ui/badge"

const dollars = (cents: number): string => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`

const billedEvery = (months: number): string => (months === 1 ? "Billed every month" : `Billed every ${months} months`)

/** §2.2 plan cards: label, price, billing period, approximate monthly price, tagline, Best value, features. */
export const PlanCards = ({ action, selected }: { readonly action: (plan: Plan) => ReactNode; readonly selected?: string | null }) => (
  <div className="plan-grid">
    {PAID_PLANS.map((plan) => (
      <section key={plan.code} className="ui-card plan-card" data-best={plan.best_value} data-selected={selected === plan.code} aria-labelledby={`plan-${plan.code}`}>
        {plan.best_value ? (
          <span className="plan-badge">
            <Badge tone="info">Best value</Badge>
          </span>
        ) : null}
        <h2 id={`plan-${plan.code}`} className="ui-card-title">
          {plan.label}
        </h2>
        <div className="plan-price">
          {dollars(plan.price_cents)} <small>USD</small>
        </div>
        <div className="muted">
          {billedEvery(plan.months)} · about {dollars(monthlyPriceCents(plan))}/month
        </div>
        {plan.tagline ? <strong>{plan.tagline}</strong> : null}
        <ul className="plan-features">
          <li>Full access to all modules</li>
          <li>{plan.allowance_label}</li>
          <li>Unlimited edits and reports</li>
          <li>Email support</li>
        </ul>
        {action(plan)}
      </section>
    ))}
  </div>
)
