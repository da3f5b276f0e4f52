import { useCallback, useEffect, useState } from "react"
import { getPackHealth, type PackHealthAnswer } from "../api/get-pack-health"
import { isProjectKnown, type ReportProject } from "../lib/report-query"

export type PackHealthState =
  | { readonly phase: "idle" }
  | { readonly phase: "loading" }
  | { readonly phase: "ready"; readonly health: PackHealthAnswer }
  | { readonly phase: "failed"; readonly message: string }

/**
 * The pack health check of the project, asked on open and again when the tab comes back into view (the
 * user fixed something on another screen or tab); `enabled` false asks nothing.
 */
export const usePackHealth = (project: ReportProject, enabled = true): { readonly state: PackHealthState; readonly reload: () => void } => {
  const [state, setState] = useState<PackHealthState>({ phase: "idle" })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((n) => n + 1), [])
  const { projectId, projectName } = project
  useEffect(() => {
    const ref = { projectId, projectName }
    if (!isProjectKnown(ref) || !enabled) {
      setState({ phase: "idle" })
      return
    }
    let live = true
    setState((current) => (current.phase === "ready" ? current : { phase: "loading" }))
    void getPackHealth(ref).then((result) => {
      if (!live) return
      setState(result.ok ? { phase: "ready", health: result.data } : { phase: "failed", message: result.message })
    })
    return () => {
      live = false
    }
  }, [projectId, projectName, enabled, round])
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") reload()
    }
    document.addEventListener("visibilitychange", onVisible)
    return () => document.removeEventListener("visibilitychange", onVisible)
  }, [reload])
  return { state, reload }
}
