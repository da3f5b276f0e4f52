// waterfall.md §4, §9: how long the save notices stay, and the pause before reloading after an improve.
export const SAVED_NOTICE_MS = 4000
export const AUTO_SAVED_NOTICE_MS = 3000
export const NARRATIVE_RELOAD_DELAY_MS = 300
