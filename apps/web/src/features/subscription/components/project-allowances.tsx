import { useEffect, useState } from "react"
import { Link } from "react-router"
import { getGenerationAllowance } from "../api/get-generation-allowance"
import { getProjects } from "../api/get-projects"
import { ALLOWANCE_PROJECTS_SHOWN, allowanceText, toProjectAllowance, toProjectRefs, type ProjectAllowance } from "../lib/project-allowance"

/** Issue 37: the AI generations each project has left (GET /scope/allowance), also shown beside the Scope buttons. */
export const ProjectAllowances = () => {
  const [rows, setRows] = useState<ReadonlyArray<ProjectAllowance> | null>(null)

  useEffect(() => {
    let live = true
    void (async () => {
      const projects = await getProjects()
      const refs = projects.ok ? toProjectRefs(projects.data).slice(0, ALLOWANCE_PROJECTS_SHOWN) : []
      const answers = await Promise.all(refs.map(async (ref) => {
        const answer = await getGenerationAllowance(ref.id)
        return answer.ok ? toProjectAllowance(ref, answer.data) : undefined
      }))
      if (live) setRows(answers.filter((row): row is ProjectAllowance => row !== undefined))
    })()
    return () => {
      live = false
    }
  }, [])

  if (rows === null) return <p className="muted">Loading…</p>
  if (rows.length === 0) return <p className="muted">No projects yet.</p>
  return (
    <ul className="stack" style={{ gap: "var(--space-2)", listStyle: "none", padding: 0, margin: 0 }} data-testid="sub-allowances">
      {rows.map((row) => (
        <li key={row.id} data-testid={`sub-allowance-${row.id}`}>
          <Link to={`/app/projects/${encodeURIComponent(row.id)}`}>{row.name}</Link>
          {": "}
          <span className={row.left === 0 ? "sub-allowance-out" : undefined} style={row.left === 0 ? { color: "var(--c-danger)", fontWeight: 600 } : undefined}>{allowanceText(row)}</span>
        </li>
      ))}
    </ul>
  )
}
