import { useCallback, useEffect, useState } from "react"
import { FETCH_ARCHIVED_PROJECTS_FAILED, unarchiveFailed } from "@initpack/core/messages/platform-projects"
import { ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Table } from "../../../components/ui/table"
import { useToast } from "../../../components/ui/toast"
import { failureText } from "../../../lib/api-client"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { getArchivedProjects } from "../api/get-archived-projects"
import { unarchiveProject } from "../api/unarchive-project"
import { filterByName, formatDate, toProjectRows, type ProjectRow } from "../lib/project-record"

/** /app/projects/archived (platform.md §2.6): client-side search and Unarchive. */
export const ArchivedProjectsPage = () => {
  useDocumentTitle("Archived Projects")
  const toast = useToast()
  const [term, setTerm] = useState("")
  const [rows, setRows] = useState<ReadonlyArray<ProjectRow> | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async () => {
    const result = await getArchivedProjects()
    if (!result.ok) {
      setError(failureText(result, FETCH_ARCHIVED_PROJECTS_FAILED))
      setRows([])
      return
    }
    setRows(toProjectRows(result.data))
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const onUnarchive = async (row: ProjectRow) => {
    setError(null)
    const result = await unarchiveProject(row.id)
    if (!result.ok) return setError(failureText(result, unarchiveFailed(result.status)))
    toast.show(`Restored ${row.name}.`)
    void load()
  }

  return (
    <div className="stack">
      <h1>Archived Projects</h1>
      <ErrorBanner message={error} />
      <div role="search">
        <label htmlFor="archived-search" className="sr-only">
          Filter archived projects by name
        </label>
        <input
          id="archived-search"
          className="ui-input"
          style={{ maxWidth: "24rem" }}
          type="search"
          placeholder="Filter by name"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      {rows === null ? (
        <p className="muted">Loading…</p>
      ) : (
        <Table
          caption="Archived projects"
          rows={filterByName(rows, term)}
          rowKey={(row) => row.id}
          empty="No archived projects."
          columns={[
            { key: "name", header: "Name", cell: (row) => row.name },
            { key: "scope", header: "Latest Scope", cell: (row) => formatDate(row.latestScopeAt) },
            { key: "archived", header: "Archived At", cell: (row) => formatDate(row.archivedAt) },
            {
              key: "actions",
              header: <span className="sr-only">Actions</span>,
              cell: (row) => (
                <Button size="sm" variant="secondary" onClick={() => void onUnarchive(row)} aria-label={`Unarchive ${row.name}`}>
                  Unarchive
                </Button>
              )
            }
          ]}
        />
      )}
    </div>
  )
}
