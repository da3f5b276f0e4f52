// waterfall.md §2, §5 Reports: the project comes from projectId, project_id or id and projectName or project;
// without either the buttons stay disabled.

export interface ReportProject {
  readonly projectId?: string | undefined
  readonly projectName?: string | undefined
}

interface ParamReader {
  readonly get: (name: string) => string | null
}

const firstOf = (params: ParamReader, names: ReadonlyArray<string>): string | undefined => {
  for (const name of names) {
    const value = params.get(name)?.trim()
    if (value) return value
  }
  return undefined
}

/** The project named by the query (first non-empty of each list wins). */
export const reportProjectOf = (params: ParamReader): ReportProject => ({
  projectId: firstOf(params, ["projectId", "project_id", "id"]),
  projectName: firstOf(params, ["projectName", "project"])
})

export const isProjectKnown = (project: ReportProject): boolean => Boolean(project.projectId || project.projectName)

/** The query fields the calls send: the name, and the id when it is a number (the server lets the id win). */
export const projectQueryFields = (project: ReportProject): Record<string, string | undefined> => ({
  project_id: project.projectId && /^\d+$/.test(project.projectId) ? project.projectId : undefined,
  project_name: project.projectName
})

/** The name to show: the project's name, else its id as #id. */
export const projectLabel = (project: ReportProject, answeredName?: string): string =>
  project.projectName ?? answeredName ?? (project.projectId ? `#${project.projectId}` : "")

/** issue 34: with_findings=1 asks for the "Review findings" appendix (PID, agile overview, SOW); nothing when off. */
export const findingsField = (withFindings: boolean): { readonly with_findings?: string } => (withFindings ? { with_findings: "1" } : {})

/** issue 35: with_assumptions=1 asks for the "Assumptions to confirm" appendix (PID, agile overview, SOW); nothing when off. */
export const assumptionsField = (withAssumptions: boolean): { readonly with_assumptions?: string } => (withAssumptions ? { with_assumptions: "1" } : {})
