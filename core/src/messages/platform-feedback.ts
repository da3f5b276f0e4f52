// Feedback texts (platform.md §4, §5, §8).

export const FEEDBACK_SENT = "Sent."
export const FEEDBACK_SEND_FAILED = "Failed to send."
// Product-chosen: the spec disables Send on a blank message and gives no wording.
export const FEEDBACK_MESSAGE_REQUIRED = "Enter a message."
export const FEEDBACK_TYPE_INVALID = "Choose Feedback, Support Request or Feature Request."
