// Screen texts of the Backlog beyond agile.md §8's messages.
export const BACKLOG_GUIDANCE = "Later documents are generated from the backlog: aim for 4-6 epics with a few stories each."
export const STALE_RELOADED = "The backlog changed elsewhere: it has been reloaded with the saved version."
export const NO_EPICS_YET = "No epics yet. Type a name and press Enter, or let the AI draft them."
export const NO_STORIES_YET = "No stories yet. Quick add one, or generate stories for every epic."
export const NO_STORIES_IN_FILTER = "No stories for this epic yet."
export const GENERATE_STORIES_NEEDS_EPICS = "Add or generate epics first."
/** agile.md §9: backlog generation defaults to 3 stories per epic. */
export const STORIES_PER_EPIC = 3
/** agile.md §9: the backlog auto-saves 900 ms after a change. */
export const BACKLOG_AUTOSAVE_MS = 900
/** A keepalive request body must stay under 64 KiB; a bigger backlog is sent as a normal request. */
export const KEEPALIVE_MAX_BYTES = 60_000
