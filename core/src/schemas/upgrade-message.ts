import * as Schema from "effect/Schema"
import { withDefault } from "./primitives"

/** Default call to action of a 402 answer (platform.md §8). */
export const DEFAULT_UPGRADE_CTA = { label: "Subscription Status", path: "/account/billing" } as const

export const UpgradeCta = Schema.Struct({
  label: withDefault(Schema.String, () => DEFAULT_UPGRADE_CTA.label),
  path: withDefault(Schema.String, () => DEFAULT_UPGRADE_CTA.path)
}).annotations({ title: "UpgradeCta" })
export type UpgradeCta = typeof UpgradeCta.Type

/** HTTP 402 body: { message, cta: { label, path } }. */
export const UpgradeMessage = Schema.Struct({
  message: Schema.String,
  cta: withDefault(UpgradeCta, () => ({ ...DEFAULT_UPGRADE_CTA }))
}).annotations({ title: "UpgradeMessage" })
export type UpgradeMessage = typeof UpgradeMessage.Type
