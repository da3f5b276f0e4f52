// Where project screens live (platform.md §2.4, §2.7).
import { stepsOf, stepUrl } from "../../../lib/module-sequence"
import type { Delivery } from "./project-record"

const qs = (params: Record<string, string>): string => `?${new URLSearchParams(params).toString()}`

/** §2.4: after creation, waterfall goes to /app/scope and agile to /app/agile/quick-draft. */
export const firstModuleUrl = (delivery: Delivery, name: string, id: string): string =>
  `${delivery === "agile" ? "/app/agile/quick-draft" : "/app/scope"}${qs({ project: name, projectId: id, mode: "create", delivery })}`

export interface WorkspaceTile {
  readonly key: string
  readonly title: string
  readonly description: string
  readonly to: string
}

/** §2.7: the tiles of the project's delivery method, in module order (lib/module-sequence, shared with 'Next: <module>'). */
export const workspaceTiles = (delivery: Delivery, name: string, id: string): ReadonlyArray<WorkspaceTile> =>
  stepsOf(delivery).map((step) => ({ key: step.key, title: step.title, description: step.description, to: stepUrl(step, name, id) }))
