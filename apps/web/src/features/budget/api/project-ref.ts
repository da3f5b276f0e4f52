/** The project a budget call is about: its name, and its id when the page has it (the id wins on the server). */
export interface BudgetProjectRef {
  readonly projectName: string
  readonly projectId?: number | undefined
}

export const projectFields = (ref: BudgetProjectRef): { project_name: string; project_id?: number } =>
  ref.projectId === undefined ? { project_name: ref.projectName } : { project_name: ref.projectName, project_id: ref.projectId }
