import * as Layer from "effect/Layer"
import * as BillingRepositories from "@initpack/adapters/db/repositories/billing/billing-layer"
import * as Plans from "@initpack/adapters/db/repositories/plan-repository"
import * as SubscriptionCheckout from "@initpack/adapters/checkout/subscription-checkout"
import { checkoutLayer } from "@initpack/adapters/checkout/checkout-from-env"
import { mailerLayer } from "@initpack/adapters/mail/smtp-or-outbox-mailer"
import * as CryptoRandom from "@initpack/adapters/ids/crypto-random"
import type { Clock } from "@initpack/core/ports/clock"
import { FeedbackSettings } from "@initpack/core/use-cases/feedback/feedback-settings"
import type { ServerConfig } from "../../config"

/**
 * Checkout (local or Stripe), the subscribe flow's checkout, the billing/admin/feedback/usage
 * repositories, the feedback settings and the mailer (SMTP or outbox). Needs the SqlClient.
 */
export const billingLayer = (config: ServerConfig, clock: Layer.Layer<Clock>, mailLog?: (line: string) => void) => {
  const gateway = checkoutLayer({ ...config.billing, publicUrl: config.settings.publicUrl })
  const repositories = BillingRepositories.layer
  const subscriptionCheckout = SubscriptionCheckout.layer.pipe(Layer.provide(Layer.mergeAll(repositories, gateway, clock, Plans.layer, CryptoRandom.layer)))
  return Layer.mergeAll(
    repositories,
    gateway,
    subscriptionCheckout,
    mailerLayer({ smtpUrl: config.billing.smtpUrl, from: config.billing.mailFrom, log: mailLog }),
    Layer.succeed(FeedbackSettings, { supportEmail: config.billing.supportEmail ?? null })
  )
}
