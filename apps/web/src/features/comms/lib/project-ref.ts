import type { Approach } from "@initpack/core/schemas/enum-lists"

/** What the comms calls send: the project (by name, and by id when the page has it; the id wins) and the approach. */
export interface CommsRef {
  readonly projectName: string
  readonly projectId?: string | undefined
  readonly approach: Approach
  readonly method: string
}

/** The fields naming the project and approach, for a query string or a body (waterfall.md §7 Comms). */
export const commsFields = (ref: CommsRef): Record<string, string | number> => {
  const id = ref.projectId && /^\d+$/.test(ref.projectId) ? Number(ref.projectId) : undefined
  return {
    project_name: ref.projectName,
    ...(id === undefined ? {} : { project_id: id }),
    project_approach: ref.approach,
    project_method: ref.method
  }
}
