// Billing answers the spec gives no wording for (product-chosen).

export const CHECKOUT_NOT_FOUND = "Checkout not found."
export const TOPUPS_PAID_PLANS_ONLY = "Top-ups are available on paid plans only. Choose a paid plan to create more projects."
export const WEBHOOK_SIGNATURE_INVALID = "Webhook signature verification failed."
export const WEBHOOK_NOT_ACCEPTED = "This server does not take payment webhooks (no payment provider is configured)."
