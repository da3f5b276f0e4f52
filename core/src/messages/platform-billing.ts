// Subscription, billing, top-up and free-activation texts (platform.md §2.11, §8).

export const UPGRADE_CTA_LABEL = "Subscription Status"
export const UPGRADE_CTA_PATH = "/account/billing"

export const FAILED_TO_LOAD_SUBSCRIPTION = "Failed to load subscription data."
export const UNABLE_TO_CHANGE_PLAN = "Unable to change plan"
export const NO_PLANS_AVAILABLE = "No plans available. (Backend seeds may be missing.)"
export const BILLING_MONTH_LIMIT_HIT = "You've hit your limit for this billing month."
export const FAILED_TO_LOAD_USAGE = "Failed to load usage."
export const FAILED_TO_REFRESH_USAGE = "Failed to refresh usage."
export const CHALLENGE_FAILED = "Challenge failed."
export const COULD_NOT_START_CHECKOUT = "Could not start checkout."
export const FAILED_TO_START_CHECKOUT = "Failed to start checkout."
export const COULD_NOT_START_TOPUP_CHECKOUT = "Could not start top-up checkout."
export const TOPUP_FAILED_TO_START = "Top-up failed to start."
export const COULD_NOT_ACTIVATE_FREE_PLAN = "Could not activate free plan."
export const TOPUPS_DO_NOT_CARRY_OVER = "Top-ups do not carry into the next subscription month."
