import { topupProjects } from "../../rules/platform/topup-bundles"

export const subscriptionDescription = (plan: { readonly name: string; readonly months: number }) =>
  `Subscription plan: ${plan.name} (access for ${plan.months} month${plan.months === 1 ? "" : "s"} from today)`

export const topupDescription = (bundles: number) =>
  `${bundles} top-up bundle${bundles === 1 ? "" : "s"}: ${topupProjects(bundles)} extra project creations this billing month`

export const formatUsd = (cents: number) => `USD ${(cents / 100).toFixed(2)}`
