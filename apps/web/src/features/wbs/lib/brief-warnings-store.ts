// The warnings the last generate answer carried (issue 19: the plan ends after the brief's deadline), per project
// and screen, kept outside the table's state so the WBS and schedule tables need not know about them.
import { useSyncExternalStore } from "react"
import type { ProjectRef } from "../api/project-ref"

export type WarningScreen = "wbs" | "schedule"

const warnings = new Map<string, ReadonlyArray<string>>()
const listeners = new Set<() => void>()
const NONE: ReadonlyArray<string> = []

const keyOf = (screen: WarningScreen, ref: ProjectRef): string => `${screen}:${ref.project_id ?? ""}:${ref.project_name}`

/** Records the `warnings` of a generate answer (none when the answer has none, so a plan that now fits clears them). */
export const recordGenerateWarnings = (screen: WarningScreen, ref: ProjectRef, data: unknown): void => {
  const list = data !== null && typeof data === "object" && Array.isArray((data as { warnings?: unknown }).warnings) ? (data as { warnings: Array<unknown> }).warnings.filter((w): w is string => typeof w === "string") : []
  warnings.set(keyOf(screen, ref), list)
  for (const l of listeners) l()
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** The warnings of the last generate on this screen for this project (this session). */
export const useGenerateWarnings = (screen: WarningScreen, ref: ProjectRef): ReadonlyArray<string> =>
  useSyncExternalStore(subscribe, () => warnings.get(keyOf(screen, ref)) ?? NONE)
