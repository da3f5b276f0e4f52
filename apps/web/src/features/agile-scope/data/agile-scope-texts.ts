// Screen texts the spec gives no wording for (product-chosen); spec messages come from @initpack/core/messages.

export const ROWS_GUIDANCE = "Aim for 4-6 rows in each tab: the backlog, release plan, risks and budget are drafted from them."
export const PERSONA_FORMAT_HINT = "One persona a line: name | job to be done | pains, comma separated."
export const PERSONA_NAME_FIRST = "Start the line with the persona's name, then | job to be done | pains."
export const NO_NEW_ITEMS = "The AI had nothing new to add: every suggestion was already in the list."
export const addedItems = (count: number, section: string): string => `Added ${count} ${count === 1 ? "item" : "items"} to ${section}.`
export const addedPersonas = (count: number): string => `Added ${count} ${count === 1 ? "persona" : "personas"}.`
export const expandedItem = (title: string): string => `Expanded “${title}”.`
export const VISION_EXPANDED = "Vision expanded. It is saved with your next change, or in a moment."
