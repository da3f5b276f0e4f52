import { useCallback, useEffect, useRef, useState } from "react"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { failureText, type ApiResult } from "../../../lib/api-client"
import type { SaveStatus } from "../../../lib/autosave/autosave-queue"
import { useAutosave, useSaveStatus } from "../../../lib/autosave/use-autosave"
import { getExecutionSummary } from "../api/get-execution-summary"
import type { ProjectRef } from "../api/project-ref"
import { regenerateExecutionSummary } from "../api/regenerate-execution-summary"
import { saveExecutionSummary } from "../api/save-execution-summary"
import { SUMMARY_KEPT_LOCALLY, SUMMARY_RESTORED, type SummaryState } from "../data/wbs-texts"
import { planLimitOf } from "../../../lib/plan-limit"
import { browserStorage, clearDraft, readDraft, summaryDraftKey, writeDraft } from "./summary-draft-store"

/** waterfall.md §4: the execution summary auto-saves 800 ms after an edit. */
export const SUMMARY_AUTOSAVE_MS = 800
const KEY = "summary"

interface SummaryAnswer {
  readonly found?: boolean
  readonly content_md?: string
  readonly version?: number
  readonly updated_at?: string | null
}
const read = (data: unknown): SummaryAnswer => (typeof data === "object" && data !== null ? (data as SummaryAnswer) : {})

/** The §4 state shown for a save status of the queue. */
export const summaryStateOf = (status: SaveStatus | undefined): SummaryState | undefined =>
  status === undefined ? undefined : ({ pending: "unsaved", saving: "saving", error: "failed", saved: "saved" } as const)[status.state]

/**
 * The execution summary of one project and phase: load, auto-save through the shared autosave queue
 * (800 ms after an edit, on blur, keepalive on leaving; retried up to 3 times, 800 ms x the attempt)
 * with a local-storage fallback when every attempt fails, generate and expand.
 */
export const useExecutionSummary = (ref: ProjectRef, phase: string) => {
  const [content, setContent] = useState("")
  const [hasDraft, setHasDraft] = useState(false)
  const [working, setWorking] = useState(true)
  // the state while no save has run since the text was loaded or generated
  const [base, setBase] = useState<SummaryState | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)
  const [updatedAt, setUpdatedAt] = useState<string | null>(null)
  const [loaded, setLoaded] = useState(false)
  const key = summaryDraftKey(ref, phase)
  const refRef = useRef(ref)
  refRef.current = ref
  const version = useRef(0)
  const text = useRef("")
  const savedText = useRef("")

  const take = (answer: SummaryAnswer) => {
    const md = answer.content_md ?? ""
    version.current = answer.version ?? 0
    text.current = md
    savedText.current = md
    setContent(md)
    setHasDraft(answer.found === true && md.trim() !== "")
    setUpdatedAt(answer.updated_at ?? null)
  }

  const queue = useAutosave<{ readonly text: string }, ApiResult<unknown>>({
    debounceMs: SUMMARY_AUTOSAVE_MS,
    send: (_key, { text: sending }, { keepalive }) =>
      sending === savedText.current
        ? Promise.resolve({ ok: true, status: 204, data: read({ version: version.current }) })
        : saveExecutionSummary(refRef.current, phase, sending, version.current, keepalive),
    onSaved: (_key, { text: sent }, answer) => {
      if (!answer.ok) return
      const saved = read(answer.data)
      version.current = saved.version ?? version.current + 1
      savedText.current = sent
      setHasDraft(sent.trim() !== "")
      if (saved.updated_at !== undefined) setUpdatedAt(saved.updated_at)
      setError(null)
      setNotice(null)
      clearDraft(browserStorage(), key)
    },
    onConflict: async (_key, answer) => {
      if (answer.ok) return
      // changed elsewhere: tell the user and show the stored text (never overwrite it silently)
      setError(failureText(answer, "Save failed"))
      const current = read((answer.body as { current?: unknown } | undefined)?.current)
      const fresh = await getExecutionSummary(refRef.current, phase)
      take(fresh.ok ? read(fresh.data) : current)
      queue.discard(KEY)
      setBase("saved")
    },
    onError: (_key, answer) => {
      if (answer.ok) return
      const limit = planLimitOf(answer)
      if (limit) return setUpgrade(limit)
      // every attempt failed: the text stays in this browser (and is sent again with the next edit)
      writeDraft(browserStorage(), key, text.current)
      setError(failureText(answer, "Save failed"))
      setNotice(SUMMARY_KEPT_LOCALLY)
    }
  })
  const status = useSaveStatus(queue, KEY)

  useEffect(() => {
    let live = true
    setWorking(true)
    void getExecutionSummary(refRef.current, phase).then((answer) => {
      if (!live) return
      setLoaded(true)
      setWorking(false)
      if (!answer.ok) {
        const limit = planLimitOf(answer)
        if (limit) setUpgrade(limit)
        else setError(failureText(answer, "Failed to load"))
        setBase(null)
        return
      }
      take(read(answer.data))
      const kept = readDraft(browserStorage(), key)
      if (kept !== null && kept !== savedText.current) {
        text.current = kept
        setContent(kept)
        setNotice(SUMMARY_RESTORED)
        // kept text waits for the next edit, blur or leaving (held, not debounced)
        void queue.edit(KEY, { text: kept }, "hold")
      } else {
        if (kept !== null) clearDraft(browserStorage(), key)
        setBase(savedText.current !== "" ? "saved" : null)
      }
    })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, phase])

  const edit = useCallback(
    (next: string) => {
      text.current = next
      setContent(next)
      void queue.edit(KEY, { text: next })
    },
    [queue]
  )

  const flush = useCallback(() => void queue.flush(KEY), [queue])

  // closing or reloading the page: the queue sends a keepalive save; the text is also kept here in case it fails
  useEffect(() => {
    const onLeave = () => {
      if (queue.isDirty(KEY)) writeDraft(browserStorage(), key, text.current)
    }
    window.addEventListener("pagehide", onLeave)
    return () => window.removeEventListener("pagehide", onLeave)
  }, [key, queue])

  const generate = useCallback(
    async (mode: "standard" | "expand") => {
      // what was typed is saved first, so the draft is generated from (and replaces) the stored text
      await queue.flush(KEY)
      await queue.settled()
      setWorking(true)
      setError(null)
      const answer = await regenerateExecutionSummary(refRef.current, phase, mode)
      setWorking(false)
      if (!answer.ok) {
        const limit = planLimitOf(answer)
        if (limit) setUpgrade(limit)
        else setError(failureText(answer, "Generation failed"))
        return
      }
      take({ ...read(answer.data), found: true })
      queue.discard(KEY)
      clearDraft(browserStorage(), key)
      setNotice(null)
      setBase("saved")
    },
    [key, phase, queue]
  )

  const state: SummaryState | null = working ? "working" : (summaryStateOf(status) ?? base)
  return { content, hasDraft, state, notice, error, upgrade, updatedAt, loaded, edit, flush, generate }
}
