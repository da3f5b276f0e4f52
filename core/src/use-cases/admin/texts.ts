// Administration answers the spec gives no wording for (product-chosen); spec texts live in core/src/messages.

export const ADMINS_ONLY = "Admins only."
export const USER_NOT_FOUND = "User not found."
export const ALERT_NOT_FOUND = "Alert not found."
export const CANNOT_DELETE_SELF = "You cannot delete your own account from the admin area."
export const PROJECT_SCOPE_INVALID = "archived must be true, false or all."
export const PATCH_EMPTY = "Send is_active or plan."
