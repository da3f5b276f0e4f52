/** How the release plan calls name the project: by name, and by id when the page has it (the id wins on the server). */
export interface ReleaseProjectRef {
  readonly projectName: string
  readonly projectId?: string | undefined
}

/** The query or body fields naming the project (agile.md §7: project_name). */
export const projectFields = (ref: ReleaseProjectRef): Record<string, string | number> => {
  const id = ref.projectId && /^\d+$/.test(ref.projectId) ? Number(ref.projectId) : undefined
  return id === undefined ? { project_name: ref.projectName } : { project_name: ref.projectName, project_id: id }
}
