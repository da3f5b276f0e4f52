// Issue 37: why a signed-in user who asked for the workspace lands on Choose a plan (platform.md §2.1, §4 Access).

/** What the app guard hands Choose a plan when it sends a signed-in user there. */
export interface NoPlanState {
  readonly from?: string
  readonly status?: string
}

export const noPlanReason = (status: string | undefined): string => {
  switch (status) {
    case "pending":
    case "incomplete":
      return "Your workspace opens once a plan is active: the payment for your plan has not been confirmed yet. Choose a plan again, or start on the Free plan."
    case "expired":
    case "canceled":
    case "cancelled":
    case "past_due":
      return "Your workspace opens once a plan is active: your plan has ended. Your projects are kept; choose a plan to open them again."
    default:
      return "Your workspace opens once your account has a plan, and it has none yet. Start on the Free plan in one step, or choose a paid plan."
  }
}
