/** Link types as MS Project names them: finish-to-start, start-to-start, finish-to-finish, start-to-finish. */
export const LINK_TYPES = ["FS", "SS", "FF", "SF"] as const
export type LinkType = (typeof LINK_TYPES)[number]

/**
 * A task link: `successor` may not start (FS, SS) or finish (FF, SF) before the predecessor's finish
 * (FS, FF) or start (SS, SF) plus `lag` working days (negative: a lead). Either end may be a
 * summary row: a summary predecessor gives its span's start or finish, a summary successor passes the
 * constraint to every leaf beneath it.
 */
export interface TaskLink {
  readonly predecessor: string
  readonly successor: string
  readonly type: LinkType
  readonly lag: number
}

export const isLinkType = (s: string): s is LinkType => (LINK_TYPES as ReadonlyArray<string>).includes(s)

/** Lags are whole working days (a fraction rounds away from zero, as a duration does); non-numbers are 0. */
export const lagDays = (lag: unknown): number => {
  if (typeof lag !== "number" || !Number.isFinite(lag)) return 0
  return lag < 0 ? -Math.ceil(-lag) : Math.ceil(lag)
}
