// State and calls of the Release Plan screen (agile.md §2, §4, §5, §7, §8). Every move goes through the
// core lane rules and is queued on the shared autosave queue: the plan goes out 800 ms after the last
// change, and at once with keepalive when the page is hidden or left, so closing the tab right after a
// move loses nothing. Writes carry the plan's version; a 409 shows the server's message and reloads.
import { useCallback, useEffect, useRef, useState } from "react"
import { AUTO_PLAN_FAILED } from "@initpack/core/messages/agile"
import { FAILED_TO_LOAD, backendStatus } from "@initpack/core/messages/general"
import { saveFailed } from "@initpack/core/messages/scope"
import { autoPlanFallback } from "@initpack/core/rules/planning/release/auto-plan-fallback"
import { laneLoads } from "@initpack/core/rules/planning/release/lane-load"
import { moveWithinLane, type Direction } from "@initpack/core/rules/planning/release/move-within-lane"
import { normaliseLanes } from "@initpack/core/rules/planning/release/normalise-lanes"
import { placeStory, type Placement } from "@initpack/core/rules/planning/release/place-story"
import { emptyLanes, type Lanes, type WipLimits } from "@initpack/core/rules/planning/release/release-types"
import { DEFAULT_WIP_LIMITS, normaliseWipLimit } from "@initpack/core/rules/planning/release/wip-limits"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import type { ApiResult } from "../../../lib/api-client"
import { useAutosave } from "../../../lib/autosave/use-autosave"
import { saveBlob } from "../../../lib/download"
import { planLimitOf } from "../../../lib/plan-limit"
import { autoPlanRelease } from "../api/auto-plan-release"
import { exportReleaseCsv } from "../api/export-release-csv"
import { getBacklogStories } from "../api/get-backlog-stories"
import { getRelease } from "../api/get-release"
import { saveRelease } from "../api/save-release"
import { LOCAL_PLAN_USED, planned, RELEASE_AUTOSAVE_MS, STALE_RELOADED } from "../data/release-texts"
import { cardsFromBacklog, releaseFromAnswer, releasePayload, type CardStory } from "./release-data"
import type { ReleaseProjectRef } from "./project-ref"
import { screenError, type ScreenError } from "./screen-error"

export type Busy = null | "load" | "plan" | "export"
type Answer = ApiResult<unknown>
type Patch = Readonly<Record<string, never>>

/** The one autosave key: the plan is saved as one document. */
export const RELEASE_KEY = "release"

export const useReleasePlan = (ref: ReleaseProjectRef) => {
  const { projectName, projectId } = ref
  const [stories, setStories] = useState<ReadonlyArray<CardStory>>([])
  const [lanes, setLanesState] = useState<Lanes>(emptyLanes)
  const [wip, setWipState] = useState<WipLimits>(DEFAULT_WIP_LIMITS)
  const lanesRef = useRef(lanes)
  const wipRef = useRef(wip)
  const storiesRef = useRef(stories)
  const versionRef = useRef<number | undefined>(undefined)
  const [busy, setBusy] = useState<Busy>("load")
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<ScreenError | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const setLanes = useCallback((next: Lanes) => {
    lanesRef.current = next
    setLanesState(next)
  }, [])
  const setWip = useCallback((next: WipLimits) => {
    wipRef.current = next
    setWipState(next)
  }, [])

  const report = (next: ScreenError | null, info: string | null = null) => {
    setError(next)
    setNotice(info)
  }
  const refuse = (answer: Extract<Answer, { ok: false }>, fallback: string) => {
    const limit = planLimitOf(answer)
    if (limit) setUpgrade(limit)
    else setError(screenError(answer, fallback))
  }

  const load = useCallback(async (): Promise<boolean> => {
    const [release, backlog] = await Promise.all([getRelease({ projectName, projectId }), getBacklogStories({ projectName, projectId })])
    for (const answer of [release, backlog]) {
      if (!answer.ok) {
        refuse(answer, FAILED_TO_LOAD)
        return false
      }
    }
    if (!release.ok || !backlog.ok) return false
    const cards = cardsFromBacklog(backlog.data)
    const plan = releaseFromAnswer(release.data)
    storiesRef.current = cards
    setStories(cards)
    versionRef.current = plan.version
    // agile.md §4: stories deleted from the backlog vanish from the lanes
    setLanes(normaliseLanes(plan.lanes, cards.map((c) => c.id)))
    setWip(plan.wip)
    setLoaded(true)
    return true
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectName, projectId, setLanes, setWip])

  const queue = useAutosave<Patch, Answer>({
    debounceMs: RELEASE_AUTOSAVE_MS,
    send: (_key, _patch, { keepalive }) =>
      saveRelease({ projectName, projectId }, releasePayload(lanesRef.current, wipRef.current, versionRef.current), { keepalive }),
    onSaved: (_key, _patch, answer) => {
      if (!answer.ok) return
      const version = (answer.data as { version?: unknown } | null)?.version
      if (typeof version === "number") versionRef.current = version
    },
    onConflict: async (_key, answer) => {
      if (answer.ok) return
      report(screenError(answer, backendStatus(answer.status)), STALE_RELOADED)
      await load()
    },
    onError: (_key, answer) => {
      if (answer.ok) return
      const limit = planLimitOf(answer)
      report(limit ? { message: limit.message, cta: limit.cta } : screenError(answer, saveFailed(answer.status)))
    }
  })

  useEffect(() => {
    let live = true
    setBusy("load")
    void load().finally(() => live && setBusy(null))
    return () => {
      live = false
    }
  }, [load])

  const changed = useCallback(() => void queue.edit(RELEASE_KEY, {}, "debounce"), [queue])

  /** A card sent to a lane or back to the Backlog (buttons and drag and drop). */
  const place = useCallback(
    (storyId: string, target: Placement) => {
      const next = placeStory(lanesRef.current, storyId, target)
      if (next === lanesRef.current) return
      setLanes(next)
      changed()
    },
    [setLanes, changed]
  )

  const move = useCallback(
    (storyId: string, direction: Direction) => {
      const next = moveWithinLane(lanesRef.current, storyId, direction)
      if (next === lanesRef.current) return
      setLanes(next)
      changed()
    },
    [setLanes, changed]
  )

  /** agile.md §5: the WIP limit is at least 1; 0 becomes 1. */
  const setNowLimit = useCallback(
    (value: string) => {
      if (value.trim() === "") return
      const now = normaliseWipLimit(value, "now")
      if (now === wipRef.current.now) return
      setWip({ ...wipRef.current, now })
      changed()
    },
    [setWip, changed]
  )

  const settle = async () => {
    await queue.flush()
    await queue.settled()
  }

  /** agile.md §4: the server plans within target_now_points; if its answer is not OK, a local plan is used. */
  const autoPlan = async () => {
    setBusy("plan")
    try {
      report(null)
      await settle()
      const target = wipRef.current.now
      const answer = await autoPlanRelease({ projectName, projectId }, target)
      if (answer.ok) {
        const plan = releaseFromAnswer(answer.data)
        versionRef.current = plan.version
        const next = normaliseLanes(plan.lanes, storiesRef.current.map((c) => c.id))
        setLanes(next)
        setWip(plan.wip)
        setNotice(planned(laneLoads(storiesRef.current, next, plan.wip).now.points, plan.wip.now))
        return
      }
      const limit = planLimitOf(answer)
      if (limit) return report({ message: limit.message, cta: limit.cta })
      const local = autoPlanFallback(storiesRef.current, target, wipRef.current)
      setLanes(local.lanes)
      setWip(local.wip_limits)
      report({ message: AUTO_PLAN_FAILED }, LOCAL_PLAN_USED)
      void queue.edit(RELEASE_KEY, {}, "now")
    } finally {
      setBusy(null)
    }
  }

  /** Export CSV: the saved plan, so waiting moves are saved first. */
  const exportCsv = async () => {
    setBusy("export")
    try {
      report(null)
      await settle()
      const answer = await exportReleaseCsv({ projectName, projectId })
      if (!answer.ok) return report(screenError(answer, backendStatus(answer.status)))
      saveBlob(answer.blob, answer.fileName ?? `release_plan_${projectName.replace(/[^\w-]+/g, "_")}.csv`)
    } finally {
      setBusy(null)
    }
  }

  return { stories, lanes, wip, loaded, busy, error, upgrade, notice, queue, place, move, setNowLimit, autoPlan, exportCsv }
}
