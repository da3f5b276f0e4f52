// Upgrade messages for plan limits (platform.md §6, §9).
// AGILE_NOT_ON_PLAN, METHODOLOGY_NOT_ON_PLAN and MAX_PROJECTS_REACHED are spec texts (platform-projects.ts);
// the spec lists the other free-plan limits without wording, so the texts below are product-chosen.

export const FREE_SCOPE_ONE_ITEM_PER_TAB = "The Free plan allows one scope item per tab. Upgrade to add more."
export const FREE_ONE_RISK = "The Free plan allows 1 risk. Upgrade to add more."
export const FREE_ONE_MITIGATION = "The Free plan allows 1 mitigation. Upgrade to generate more."
export const FREE_NO_STAKEHOLDERS = "Stakeholders aren’t available on the Free plan."
export const FREE_NO_COMMS = "The comms plan isn’t available on the Free plan."
export const FREE_NO_WBS = "The WBS Builder isn’t available on the Free plan."
export const FREE_BUDGET_ROUGH = "The full budget (OPEX and CAPEX) isn’t available on the Free plan."
export const FREE_NO_DOWNLOADS = "Downloads aren’t available on the Free plan; the PID can be viewed only."
export const FREE_NO_EXPAND = "Expand-with-AI isn’t available on the Free plan."
export const FREE_NO_TOPUPS = "Top-ups are available on paid plans only."
export const FREE_ACCESS_ENDED = "Your Free plan month has ended. Choose a plan to continue."
export const GENERATION_CAP_REACHED =
  "You’ve reached the Vision and Goal generation limit for this project. Buy a Top-Up in Subscription Status for more."
