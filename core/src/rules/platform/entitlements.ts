import * as Either from "effect/Either"
import * as M from "../../messages/platform-plans"
import { AGILE_NOT_ON_PLAN } from "../../messages/platform-projects"
import type { Plan } from "./plans"
import { upgradeMessage, type UpgradeMessage } from "./upgrade-message"

// platform.md §6; waterfall.md §1; agile.md §1: what each plan may use.

export type Feature =
  | "scope.add_item"
  | "scope.expand"
  | "risk.add"
  | "risk.mitigation"
  | "stakeholders"
  | "comms"
  | "wbs"
  | "budget.full"
  | "reports.view"
  | "reports.download"
  | "agile"
  | "topup.buy"
  | "ai.vision_goal"

/** Per-plan allowance of a feature: a count (null = unlimited) or an on/off switch. */
export type Allowance = { readonly kind: "count"; readonly max: number | null } | { readonly kind: "switch"; readonly on: boolean }

export type PlanEntitlements = { readonly [F in Feature]: Allowance }

const unlimited: Allowance = { kind: "count", max: null }
const on: Allowance = { kind: "switch", on: true }
const off: Allowance = { kind: "switch", on: false }
const atMost = (max: number): Allowance => ({ kind: "count", max })

/** platform.md §6: one scope item per tab, 1 risk and 1 mitigation, no stakeholders, comms or WBS, rough budget,
 *  PID view only, no agile, no Expand-with-AI, no top-ups. */
export const FREE_ENTITLEMENTS: PlanEntitlements = {
  "scope.add_item": atMost(1),
  "scope.expand": off,
  "risk.add": atMost(1),
  "risk.mitigation": atMost(1),
  stakeholders: off,
  comms: off,
  wbs: off,
  "budget.full": off,
  "reports.view": on,
  "reports.download": off,
  agile: off,
  "topup.buy": off,
  // capped per project for every plan, see generation-cap.ts
  "ai.vision_goal": on
}

export const PAID_ENTITLEMENTS: PlanEntitlements = {
  "scope.add_item": unlimited,
  "scope.expand": on,
  "risk.add": unlimited,
  "risk.mitigation": unlimited,
  stakeholders: on,
  comms: on,
  wbs: on,
  "budget.full": on,
  "reports.view": on,
  "reports.download": on,
  agile: on,
  "topup.buy": on,
  "ai.vision_goal": on
}

const DENIAL_TEXT: { readonly [F in Feature]: string } = {
  "scope.add_item": M.FREE_SCOPE_ONE_ITEM_PER_TAB,
  "scope.expand": M.FREE_NO_EXPAND,
  "risk.add": M.FREE_ONE_RISK,
  "risk.mitigation": M.FREE_ONE_MITIGATION,
  stakeholders: M.FREE_NO_STAKEHOLDERS,
  comms: M.FREE_NO_COMMS,
  wbs: M.FREE_NO_WBS,
  "budget.full": M.FREE_BUDGET_ROUGH,
  "reports.view": M.FREE_NO_DOWNLOADS,
  "reports.download": M.FREE_NO_DOWNLOADS,
  agile: AGILE_NOT_ON_PLAN,
  "topup.buy": M.FREE_NO_TOPUPS,
  "ai.vision_goal": M.GENERATION_CAP_REACHED
}

export interface PlanDenial extends UpgradeMessage {
  readonly feature: Feature
}

export const entitlementsFor = (plan: Pick<Plan, "paid">): PlanEntitlements =>
  plan.paid ? PAID_ENTITLEMENTS : FREE_ENTITLEMENTS

/** How many more uses of a counted feature are left given `current` uses (Infinity when unlimited;
 *  switches give Infinity when on and 0 when off). */
export const allowanceLeft = (plan: Pick<Plan, "paid">, feature: Feature, current = 0): number => {
  const allowance = entitlementsFor(plan)[feature]
  if (allowance.kind === "switch") return allowance.on ? Number.POSITIVE_INFINITY : 0
  return allowance.max === null ? Number.POSITIVE_INFINITY : Math.max(0, allowance.max - current)
}

export const denialFor = (feature: Feature): PlanDenial => ({ feature, ...upgradeMessage(DENIAL_TEXT[feature]) })

/**
 * Whether the plan lets the user use `feature` `adding` more times when `current` uses exist
 * (e.g. current = items already in the scope tab). Right on success, Left with the upgrade message.
 */
export const checkEntitlement = (
  plan: Pick<Plan, "paid">,
  feature: Feature,
  usage: { readonly current?: number; readonly adding?: number } = {}
): Either.Either<void, PlanDenial> =>
  (usage.adding ?? 1) <= allowanceLeft(plan, feature, usage.current ?? 0)
    ? Either.right(undefined)
    : Either.left(denialFor(feature))

/** Keeps only as many generated items as the plan allows (free plan: one scope item per tab, 1 risk). */
export const capToAllowance = <A>(
  plan: Pick<Plan, "paid">,
  feature: Feature,
  current: number,
  items: ReadonlyArray<A>
): ReadonlyArray<A> => {
  const left = allowanceLeft(plan, feature, current)
  return Number.isFinite(left) ? items.slice(0, left) : items
}
