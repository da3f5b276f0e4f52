import { PublicLayout } from "../../../components/layouts/public-layout"
import { ButtonLink } from "../../../components/ui/button"
import { query } from "../../../lib/api-client"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { FreeVsPaid } from "./free-vs-paid"
import { PlanCards } from "./plan-cards"
import { PricingNotes } from "./pricing-notes"
import "../pricing.css"

/** /pricing-signup: the public pricing page (platform.md §2.2). */
export const PublicPricingPage = () => {
  useDocumentTitle("Prices")
  return (
    <PublicLayout>
      <h1>Prices</h1>
      <p className="muted">Every paid plan includes every module, waterfall and agile delivery, and DOCX/PDF reports.</p>
      <PlanCards
        action={(plan) => (
          <ButtonLink
            to={`/signup${query({ plan: plan.code, months: plan.months, price_usd: plan.price_cents / 100 })}`}
            block
            aria-label={`Sign up for the ${plan.label} plan`}
          >
            Sign up
          </ButtonLink>
        )}
      />
      <PricingNotes />
      <FreeVsPaid />
    </PublicLayout>
  )
}
