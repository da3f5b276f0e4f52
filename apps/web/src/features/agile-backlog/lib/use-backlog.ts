// State and calls of the Backlog screen (agile.md §2, §4, §5, §7, §8). The backlog is one document:
// every change is queued on the shared autosave queue and the whole backlog goes out 900 ms after the
// last change (and with keepalive when the page is hidden), with the version it was read at and the
// ids deleted since; a 409 shows the server's message and reloads.
import { useCallback, useEffect, useRef, useState } from "react"
import { AI_FAILED_TO_GENERATE_EPICS, AI_FAILED_TO_GENERATE_STORIES, backlogLoadFailed } from "@initpack/core/messages/agile"
import { AUTO_SAVE_FAILED, backendStatus } from "@initpack/core/messages/general"
import { appendRow, moveRow, removeRow, type OrderDirection } from "@initpack/core/rules/planning/backlog/backlog-order"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { validateEpicName, validateQuickAddStory, type QuickAddStoryInput } from "@initpack/core/rules/validation/agile"
import type { ApiResult } from "../../../lib/api-client"
import { useAutosave } from "../../../lib/autosave/use-autosave"
import { saveBlob } from "../../../lib/download"
import { planLimitOf } from "../../../lib/plan-limit"
import { exportJiraCsv } from "../api/export-jira-csv"
import { generateBacklog } from "../api/generate-backlog"
import { generateEpics } from "../api/generate-epics"
import { generateStories } from "../api/generate-stories"
import { getBacklog } from "../api/get-backlog"
import { saveBacklog } from "../api/save-backlog"
import { BACKLOG_AUTOSAVE_MS, GENERATE_STORIES_NEEDS_EPICS, KEEPALIVE_MAX_BYTES, STALE_RELOADED, STORIES_PER_EPIC } from "../data/backlog-texts"
import { backlogFromAnswer, backlogPayload, newUid, sentRows, withSavedIds, type EpicRow, type SentRows, type StoryRow } from "./backlog-rows"
import type { BacklogProjectRef } from "./project-ref"
import { screenError, type ScreenError } from "./screen-error"
import { shouldFallBackToStories } from "./stories-fallback"

export type Busy = null | "load" | "epics" | "stories" | "export"
type Answer = ApiResult<unknown>
type Patch = Readonly<Record<string, never>>

/** The one autosave key: the backlog is saved as one document. */
export const BACKLOG_KEY = "backlog"

/** The next free "E{n}" key for a new epic. */
export const nextEpicKey = (epics: ReadonlyArray<EpicRow>): string => {
  const used = epics.map((e) => /^E(\d+)$/i.exec(e.key.trim())?.[1]).filter((n): n is string => n !== undefined).map(Number)
  return `E${Math.max(0, ...used) + 1}`
}

/** How many rows a generate call added (`added`, a number or a list). */
const addedCount = (data: unknown): number | undefined => {
  const added = (data as { added?: unknown } | null)?.added
  return Array.isArray(added) ? added.length : typeof added === "number" ? added : undefined
}

export const useBacklog = (ref: BacklogProjectRef) => {
  const { projectName, projectId } = ref
  const [epics, setEpicsState] = useState<ReadonlyArray<EpicRow>>([])
  const [stories, setStoriesState] = useState<ReadonlyArray<StoryRow>>([])
  // the queue's writes read the newest rows, version and deletions from here, never from a stale render
  const epicsRef = useRef(epics)
  const storiesRef = useRef(stories)
  const versionRef = useRef<number | undefined>(undefined)
  const deletes = useRef({ epics: new Set<number>(), stories: new Set<number>() })
  const sent = useRef<{ rows: SentRows; epicIds: ReadonlyArray<number>; storyIds: ReadonlyArray<number>; unlinked: boolean } | null>(null)
  const [serverProjectId, setServerProjectId] = useState<number | null>(null)
  const [busy, setBusy] = useState<Busy>("load")
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<ScreenError | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [generation, setGeneration] = useState(0)

  const setEpics = useCallback((next: (rows: ReadonlyArray<EpicRow>) => ReadonlyArray<EpicRow>) => {
    epicsRef.current = next(epicsRef.current)
    setEpicsState(epicsRef.current)
  }, [])
  const setStories = useCallback((next: (rows: ReadonlyArray<StoryRow>) => ReadonlyArray<StoryRow>) => {
    storiesRef.current = next(storiesRef.current)
    setStoriesState(storiesRef.current)
  }, [])

  const report = (next: ScreenError | null, info: string | null = null) => {
    setError(next)
    setNotice(info)
  }

  /** The server's backlog replaces the screen's (load, generate, conflict); drafts give way. */
  const take = useCallback(
    (data: unknown) => {
      const backlog = backlogFromAnswer(data)
      versionRef.current = backlog.version
      deletes.current = { epics: new Set(), stories: new Set() }
      setServerProjectId(backlog.projectId)
      setEpics(() => backlog.epics)
      setStories(() => backlog.stories)
      setGeneration((g) => g + 1)
    },
    [setEpics, setStories]
  )

  const load = useCallback(async (): Promise<boolean> => {
    const answer = await getBacklog({ projectName, projectId })
    if (!answer.ok) {
      const limit = planLimitOf(answer)
      if (limit) setUpgrade(limit)
      else setError(screenError(answer, backlogLoadFailed(answer.status)))
      return false
    }
    take(answer.data)
    setLoaded(true)
    return true
  }, [projectName, projectId, take])

  const queue = useAutosave<Patch, Answer>({
    debounceMs: BACKLOG_AUTOSAVE_MS,
    send: (_key, _patch, { keepalive }) => {
      const { payload, unlinked } = backlogPayload(epicsRef.current, storiesRef.current, deletes.current, versionRef.current)
      sent.current = { rows: sentRows(epicsRef.current, storiesRef.current), epicIds: payload.delete_epic_ids, storyIds: payload.delete_story_ids, unlinked }
      const small = keepalive && JSON.stringify(payload).length < KEEPALIVE_MAX_BYTES
      return saveBacklog({ projectName, projectId }, payload, { keepalive: small })
    },
    onSaved: (_key, _patch, answer) => {
      const went = sent.current
      if (!answer.ok || !went) return
      const saved = backlogFromAnswer(answer.data)
      versionRef.current = saved.version
      // agile.md §4: the deleted ids went with this save; they are cleared now
      for (const id of went.epicIds) deletes.current.epics.delete(id)
      for (const id of went.storyIds) deletes.current.stories.delete(id)
      const merged = withSavedIds({ epics: epicsRef.current, stories: storiesRef.current }, went.rows, saved)
      if (!merged) {
        void load()
        return
      }
      if (merged.epics !== epicsRef.current) setEpics(() => merged.epics)
      if (merged.stories !== storiesRef.current) setStories(() => merged.stories)
      for (const id of merged.orphanEpics) deletes.current.epics.add(id)
      for (const id of merged.orphanStories) deletes.current.stories.add(id)
      if (went.unlinked || merged.orphanEpics.length > 0 || merged.orphanStories.length > 0) void queue.edit(BACKLOG_KEY, {}, "now")
    },
    onConflict: async (_key, answer) => {
      if (answer.ok) return
      report(screenError(answer, backendStatus(answer.status)), STALE_RELOADED)
      await load()
    },
    onError: (_key, answer) => {
      if (answer.ok) return
      const limit = planLimitOf(answer)
      report(limit ? { message: limit.message, cta: limit.cta } : { message: AUTO_SAVE_FAILED })
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

  const changed = useCallback(() => void queue.edit(BACKLOG_KEY, {}, "debounce"), [queue])

  // --- epics ---
  const addEpic = useCallback(
    (name: string): string | undefined => {
      const valid = validateEpicName(name)
      if (valid._tag === "Left") return valid.left.message
      setEpics((all) => appendRow(all, { uid: newUid("e"), id: null, key: nextEpicKey(all), name: valid.right, outcome_link: "", nfr_tags: [], order_index: 0 }))
      changed()
      return undefined
    },
    [setEpics, changed]
  )

  const editEpic = useCallback(
    (row: EpicRow, field: string, value: string | number | boolean) => {
      const v = String(value)
      const patch: Partial<EpicRow> =
        field === "nfr_tags" ? { nfr_tags: v.split(",").map((t) => t.trim()).filter((t) => t !== "") } : field === "key" || field === "name" || field === "outcome_link" ? { [field]: v } : {}
      setEpics((all) => all.map((e) => (e.uid === row.uid ? { ...e, ...patch } : e)))
      changed()
    },
    [setEpics, changed]
  )

  const moveEpic = useCallback(
    (uid: string, direction: OrderDirection) => {
      const index = epicsRef.current.findIndex((e) => e.uid === uid)
      const next = moveRow(epicsRef.current, index, direction)
      if (next === epicsRef.current) return
      setEpics(() => next)
      changed()
    },
    [setEpics, changed]
  )

  const deleteEpic = useCallback(
    (uid: string) => {
      const index = epicsRef.current.findIndex((e) => e.uid === uid)
      const epic = epicsRef.current[index]
      if (!epic) return
      if (epic.id !== null) deletes.current.epics.add(epic.id)
      setEpics((all) => removeRow(all, index))
      // its stories stay in the backlog without an epic
      setStories((all) => (all.some((s) => s.epicUid === uid) ? all.map((s) => (s.epicUid === uid ? { ...s, epicUid: null } : s)) : all))
      changed()
    },
    [setEpics, setStories, changed]
  )

  // --- stories ---
  const editStory = useCallback(
    (uid: string, patch: Partial<StoryRow>) => {
      setStories((all) => all.map((s) => (s.uid === uid ? { ...s, ...patch } : s)))
      changed()
    },
    [setStories, changed]
  )

  const deleteStory = useCallback(
    (uid: string) => {
      const index = storiesRef.current.findIndex((s) => s.uid === uid)
      const story = storiesRef.current[index]
      if (!story) return
      if (story.id !== null) deletes.current.stories.add(story.id)
      setStories((all) => removeRow(all, index))
      changed()
    },
    [setStories, changed]
  )

  /** agile.md §5: As a and I want are needed, So that is optional; the story starts as todo. */
  const quickAdd = useCallback(
    (input: QuickAddStoryInput & { readonly epicUid: string | null }): string | undefined => {
      const valid = validateQuickAddStory(input)
      if (valid._tag === "Left") return valid.left.message
      const { as_a, i_want, so_that, status } = valid.right
      setStories((all) =>
        appendRow(all, { uid: newUid("s"), id: null, epicUid: input.epicUid, as_a, i_want, so_that, acceptance: [], points: null, priority: null, status, order_index: 0 })
      )
      changed()
      return undefined
    },
    [setStories, changed]
  )

  // --- AI ---
  const beforeAi = async () => {
    report(null)
    await queue.flush()
    await queue.settled()
  }

  const draftEpics = async () => {
    setBusy("epics")
    try {
      await beforeAi()
      const answer = await generateEpics({ projectName, projectId })
      if (!answer.ok) return report(screenError(answer, AI_FAILED_TO_GENERATE_EPICS))
      take(answer.data)
      const n = addedCount(answer.data)
      setNotice(n === undefined ? "Epics generated." : `${n} ${n === 1 ? "epic" : "epics"} added.`)
    } finally {
      setBusy(null)
    }
  }

  /** agile.md §4: 3 stories per epic; a failure mentioning backlog/generate falls back to stories/generate. */
  const draftStories = async () => {
    if (epicsRef.current.length === 0) return report({ message: GENERATE_STORIES_NEEDS_EPICS })
    setBusy("stories")
    try {
      await beforeAi()
      let answer = await generateBacklog({ projectName, projectId }, STORIES_PER_EPIC)
      if (!answer.ok && shouldFallBackToStories(answer)) answer = await generateStories({ projectName, projectId }, STORIES_PER_EPIC)
      if (!answer.ok) return report(screenError(answer, AI_FAILED_TO_GENERATE_STORIES))
      take(answer.data)
      const n = addedCount(answer.data)
      setNotice(n === undefined ? "Stories generated." : `${n} ${n === 1 ? "story" : "stories"} added.`)
    } finally {
      setBusy(null)
    }
  }

  /** Export Jira CSV: the saved backlog, so waiting edits are saved first. */
  const exportJira = async () => {
    setBusy("export")
    try {
      await beforeAi()
      const answer = await exportJiraCsv({ projectName, projectId })
      if (!answer.ok) return report(screenError(answer, backendStatus(answer.status)))
      saveBlob(answer.blob, answer.fileName ?? `jira_backlog_${projectName.replace(/[^\w-]+/g, "_")}.csv`)
    } finally {
      setBusy(null)
    }
  }

  return {
    epics,
    stories,
    loaded,
    busy,
    error,
    upgrade,
    notice,
    generation,
    queue,
    serverProjectId,
    addEpic,
    editEpic,
    moveEpic,
    deleteEpic,
    editStory,
    deleteStory,
    quickAdd,
    draftEpics,
    draftStories,
    exportJira
  }
}
