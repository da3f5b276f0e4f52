import type { Brief, BriefMethod } from "./brief"

/** Command-line choices that win over the brief (`--method`, `--start`). */
export interface BriefOverrides {
  readonly method?: BriefMethod | undefined
  readonly start?: string | undefined
}

/** A brief with the choices the drafting needs made: method and base start are always set. */
export interface ResolvedBrief extends Brief {
  readonly method: BriefMethod
  /** YYYY-MM-DD; waterfall.md §9: the base start defaults to today. */
  readonly start: string
}

export const resolveBrief = (brief: Brief, overrides: BriefOverrides, today: string): ResolvedBrief => ({
  ...brief,
  method: overrides.method ?? brief.project.method ?? "waterfall",
  start: overrides.start ?? brief.project.start ?? today
})
