// Screen texts of the Release Plan beyond agile.md §8's messages.
export const STALE_RELOADED = "The release plan changed elsewhere: it has been reloaded with the saved version."
export const LOCAL_PLAN_USED = "A local plan was made instead (done stories left out; priority, status, then order)."
export const NO_STORIES = "The backlog has no stories yet: add or generate them on the Backlog first."
export const LANE_EMPTY = "Drop a story here, or use a card's move buttons."
export const BACKLOG_EMPTY = "Every story is placed."
/** agile.md §9: the release plan auto-saves 800 ms after a change. */
export const RELEASE_AUTOSAVE_MS = 800

export const overWip = (points: number, limit: number): string => `Now holds ${points} points, over its WIP limit of ${limit}.`
export const planned = (points: number, target: number): string => `Auto-planned: Now holds ${points} of ${target} points.`
