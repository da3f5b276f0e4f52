import { useCallback, useEffect, useState, type FormEvent } from "react"
import { Link, useNavigate } from "react-router"
import { ARCHIVE_PROJECT_CONFIRM, archiveFailed, listFailed } from "@initpack/core/messages/platform-projects"
import { ErrorBanner } from "../../../components/ui/alert"
import { Button, ButtonLink } from "../../../components/ui/button"
import { Dialog } from "../../../components/ui/dialog"
import { Table } from "../../../components/ui/table"
import { useToast } from "../../../components/ui/toast"
import { failureText, query } from "../../../lib/api-client"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { archiveProject } from "../api/archive-project"
import { getProjects } from "../api/get-projects"
import { formatDate, toProjectRows, type ProjectRow } from "../lib/project-record"

/** /app/projects (platform.md §2.5): search on Enter or the button; Open and Archive. */
export const ProjectsPage = () => {
  useDocumentTitle("Existing Projects")
  const navigate = useNavigate()
  const toast = useToast()
  const [term, setTerm] = useState("")
  const [rows, setRows] = useState<ReadonlyArray<ProjectRow> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<ProjectRow | null>(null)

  const load = useCallback(async (q: string) => {
    const result = await getProjects(q)
    if (!result.ok) {
      setError(failureText(result, listFailed(result.status)))
      setRows([])
      return
    }
    setError(null)
    setRows(toProjectRows(result.data))
  }, [])

  useEffect(() => {
    void load("")
  }, [load])

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    void load(term)
  }

  const onArchive = async () => {
    const row = pending
    setPending(null)
    if (!row) return
    const result = await archiveProject(row.id)
    if (!result.ok) return setError(failureText(result, archiveFailed(result.status)))
    toast.show(`Archived ${row.name}.`)
    void load(term)
  }

  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: "space-between" }}>
        <h1 style={{ margin: 0 }}>Existing Projects</h1>
        <ButtonLink to="/app/create">Create New Project</ButtonLink>
        <ButtonLink to="/app/projects/from-brief" variant="secondary">
          New project from a brief
        </ButtonLink>
      </div>
      <ErrorBanner message={error} />
      <form className="row" role="search" onSubmit={onSearch}>
        <label htmlFor="project-search" className="sr-only">
          Search projects
        </label>
        <input
          id="project-search"
          className="ui-input"
          style={{ maxWidth: "24rem" }}
          type="search"
          placeholder="Search projects"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {rows === null ? (
        <p className="muted">Loading…</p>
      ) : (
        <Table
          caption="Your projects"
          rows={rows}
          rowKey={(row) => row.id}
          empty={
            <>
              No projects yet. <Link to="/app/create">Create one</Link>.
            </>
          }
          columns={[
            { key: "name", header: "Name", cell: (row) => row.name },
            { key: "scope", header: "Latest Scope", cell: (row) => formatDate(row.latestScopeAt) },
            {
              key: "actions",
              header: <span className="sr-only">Actions</span>,
              cell: (row) => (
                <div className="row row-end">
                  <Button size="sm" onClick={() => navigate(`/app/projects/landing${query({ project: row.name })}`)} aria-label={`Open ${row.name}`}>
                    Open
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setPending(row)} aria-label={`Archive ${row.name}`}>
                    Archive
                  </Button>
                </div>
              )
            }
          ]}
        />
      )}
      <Dialog open={pending !== null} title="Archive project" confirmLabel="Archive" onConfirm={() => void onArchive()} onClose={() => setPending(null)}>
        <p>{ARCHIVE_PROJECT_CONFIRM}</p>
      </Dialog>
    </div>
  )
}
