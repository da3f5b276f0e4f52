import { UPGRADE_CTA_LABEL, UPGRADE_CTA_PATH } from "../../messages/platform-billing"

// platform.md §3, §8: a plan-limit answer (HTTP 402) carries a message and a call to action.

export interface UpgradeCta {
  readonly label: string
  readonly path: string
}

export interface UpgradeMessage {
  readonly message: string
  readonly cta: UpgradeCta
}

export const UPGRADE_CTA: UpgradeCta = { label: UPGRADE_CTA_LABEL, path: UPGRADE_CTA_PATH }

export const upgradeMessage = (message: string): UpgradeMessage => ({ message, cta: UPGRADE_CTA })
