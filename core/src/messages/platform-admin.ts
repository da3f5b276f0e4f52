// Administration texts (platform.md §5, §8).

export const ENTER_POSITIVE_NUMBER = "Enter a positive number."
export const ADMIN_DELETE_FAILED = "Delete failed"
export const ADMIN_TOPUP_FAILED = "Top-up failed"

export const searchFailed = (status: number | string): string => `Search failed: ${status}`
