// Issue 37: Subscription Status shows each project's AI generations left, as the Scope screen does.

export interface ProjectRef {
  readonly id: string
  readonly name: string
}

export interface ProjectAllowance extends ProjectRef {
  readonly left: number
  readonly cap: number
}

/** Projects shown at most (newest first); each costs one allowance request. */
export const ALLOWANCE_PROJECTS_SHOWN = 10

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined

/** GET /auth/projects answers an array, `projects` or `items`. */
export const toProjectRefs = (body: unknown): ReadonlyArray<ProjectRef> => {
  const r = record(body)
  const list: ReadonlyArray<unknown> = Array.isArray(body) ? body : Array.isArray(r.projects) ? r.projects : Array.isArray(r.items) ? r.items : []
  return list.flatMap((item) => {
    const p = record(item)
    const id = text(p.id) ?? text(p.project_id)
    const name = text(p.name) ?? text(p.project_name)
    return id === undefined || name === undefined ? [] : [{ id, name }]
  })
}

/** GET /scope/allowance's answer for a project, or undefined when it has no numbers. */
export const toProjectAllowance = (project: ProjectRef, body: unknown): ProjectAllowance | undefined => {
  const r = record(body)
  const left = r.generations_left
  const cap = r.generations_cap
  return typeof left === "number" && typeof cap === "number" ? { ...project, left, cap } : undefined
}

export const allowanceText = (allowance: ProjectAllowance): string =>
  `${allowance.left} of ${allowance.cap} AI generations left (scope, goals, KPIs)`
