/** The project a WBS call is about: its id when known (it wins on the server) and its name. */
export interface ProjectRef {
  readonly project_id?: number | undefined
  readonly project_name: string
}
