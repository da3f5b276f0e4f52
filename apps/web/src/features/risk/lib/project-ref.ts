/** How the risk calls name the project: by name, and by id when the page has it (the id wins on the server). */
export interface RiskProjectRef {
  readonly projectName: string
  readonly projectId?: string | undefined
}

/** The body fields naming the project. */
export const projectFields = (ref: RiskProjectRef): Record<string, string | number> => {
  const id = ref.projectId && /^\d+$/.test(ref.projectId) ? Number(ref.projectId) : undefined
  return id === undefined ? { project_name: ref.projectName } : { project_name: ref.projectName, project_id: id }
}
