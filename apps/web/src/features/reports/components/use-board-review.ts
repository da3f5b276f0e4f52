import { useCallback, useEffect, useState } from "react"
import { getReviewAudit } from "../api/board-review/get-review-audit"
import { listPackVersions } from "../api/board-review/list-pack-versions"
import { listVersionComments } from "../api/board-review/list-version-comments"
import type { PackVersions, ReviewEvent, VersionComments } from "../lib/board-review-types"

export interface BoardReviewState {
  readonly versions: PackVersions | null
  readonly comments: VersionComments | null
  readonly events: ReadonlyArray<ReviewEvent>
  readonly error: string | null
  /** Reads everything again (after a submit, an invitation, a reply...). */
  readonly reload: () => void
  readonly tick: number
}

/** issue 36: the owner's view of the board review: versions with the board's status, the chosen (else latest) version's comments, the audit trail. */
export const useBoardReview = (projectId: string | undefined, enabled: boolean, chosen: number | undefined): BoardReviewState => {
  const [versions, setVersions] = useState<PackVersions | null>(null)
  const [comments, setComments] = useState<VersionComments | null>(null)
  const [events, setEvents] = useState<ReadonlyArray<ReviewEvent>>([])
  const [error, setError] = useState<string | null>(null)
  const [tick, setTick] = useState(0)
  const reload = useCallback(() => setTick((n) => n + 1), [])

  useEffect(() => {
    if (!projectId || !enabled) return
    let live = true
    const load = async () => {
      const [listed, audit] = await Promise.all([listPackVersions(projectId), getReviewAudit(projectId)])
      if (!live) return
      if (!listed.ok) return setError(listed.message)
      setError(null)
      setVersions(listed.data)
      setEvents(audit.ok ? audit.data.events : [])
      const shown = listed.data.versions.find((v) => v.version === chosen) ?? listed.data.versions.at(-1)
      if (!shown) return setComments(null)
      const threads = await listVersionComments(projectId, shown.version)
      if (live) setComments(threads.ok ? threads.data : null)
    }
    void load().then(undefined, (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [projectId, enabled, tick, chosen])

  return { versions, comments, events, error, reload, tick }
}
