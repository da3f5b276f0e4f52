import { useEffect, useState } from "react"
import { diffLines, getAuthorisationChanges, type AuthorisationChanges } from "../lib/get-authorisation-changes"
import { Alert } from "./ui/alert"
import "./changed-since-authorisation.css"

/**
 * issue 36: "Changed since authorisation" when a module was edited after the project's pack was authorised, with
 * the pack diff against the authorised version. Nothing when no version is authorised or nothing changed.
 */
export const ChangedSinceAuthorisation = ({ projectId, refresh = 0 }: { readonly projectId: string | undefined; readonly refresh?: number }) => {
  const [changes, setChanges] = useState<AuthorisationChanges | null>(null)
  useEffect(() => {
    if (!projectId) return
    let live = true
    void getAuthorisationChanges(projectId).then(
      (answer) => live && setChanges(answer.ok ? answer.data : null),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [projectId, refresh])
  if (!changes?.changedSinceAuthorisation) return null
  const lines = diffLines(changes.diff)
  return (
    <div className="changed-since-authorisation" data-testid="changed-since-authorisation">
      <Alert tone="warning" title="Changed since authorisation">
        <p className="changed-since-lead">
          The project was edited after version {changes.authorised_version} was authorised. Submit a new version for the board to review; the authorised
          version stays downloadable as it was.
        </p>
        {lines.length ? (
          <ul className="changed-since-list">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <details className="changed-since-details">
          <summary>Show the diff against version {changes.authorised_version}</summary>
          <pre className="changed-since-diff">{changes.markdown}</pre>
        </details>
      </Alert>
    </div>
  )
}
