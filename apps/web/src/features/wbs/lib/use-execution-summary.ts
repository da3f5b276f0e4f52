import { useCallback, useEffect, useRef, useState } from "react"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { failureText } from "../../../lib/api-client"
import { getExecutionSummary } from "../api/get-execution-summary"
import type { ProjectRef } from "../api/project-ref"
import { regenerateExecutionSummary } from "../api/regenerate-execution-summary"
import { saveExecutionSummary } from "../api/save-execution-summary"
import { SUMMARY_KEPT_LOCALLY, SUMMARY_RESTORED, type SummaryState } from "../data/wbs-texts"
import { planLimitOf } from "../../../lib/plan-limit"
import { saveWithRetry } from "./save-with-retry"
import { browserStorage, clearDraft, readDraft, summaryDraftKey, writeDraft } from "./summary-draft-store"

/** waterfall.md §4: the execution summary auto-saves 800 ms after an edit. */
export const SUMMARY_AUTOSAVE_MS = 800

interface SummaryAnswer {
  readonly found?: boolean
  readonly content_md?: string
  readonly version?: number
  readonly updated_at?: string | null
}
const read = (data: unknown): SummaryAnswer => (typeof data === "object" && data !== null ? (data as SummaryAnswer) : {})

/**
 * The execution summary of one project and phase: load, auto-save (800 ms after an edit, on blur
 * and on leaving), retried saves with a local-storage fallback, generate and expand.
 */
export const useExecutionSummary = (ref: ProjectRef, phase: string) => {
  const [content, setContent] = useState("")
  const [hasDraft, setHasDraft] = useState(false)
  const [state, setState] = useState<SummaryState | null>("working")
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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const saving = useRef<Promise<void> | null>(null)

  const dirty = () => text.current !== savedText.current

  const take = (answer: SummaryAnswer) => {
    const md = answer.content_md ?? ""
    version.current = answer.version ?? 0
    text.current = md
    savedText.current = md
    setContent(md)
    setHasDraft(answer.found === true && md.trim() !== "")
    setUpdatedAt(answer.updated_at ?? null)
  }

  useEffect(() => {
    let live = true
    setState("working")
    void getExecutionSummary(refRef.current, phase).then((answer) => {
      if (!live) return
      setLoaded(true)
      if (!answer.ok) {
        const limit = planLimitOf(answer)
        if (limit) setUpgrade(limit)
        else setError(failureText(answer, "Failed to load"))
        setState(null)
        return
      }
      take(read(answer.data))
      const kept = readDraft(browserStorage(), key)
      if (kept !== null && kept !== savedText.current) {
        text.current = kept
        setContent(kept)
        setNotice(SUMMARY_RESTORED)
        setState("unsaved")
      } else {
        if (kept !== null) clearDraft(browserStorage(), key)
        setState(savedText.current !== "" ? "saved" : null)
      }
    })
    return () => {
      live = false
    }
  }, [key, phase])

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current)
    timer.current = undefined
    // one save at a time; a save asked for meanwhile runs after it with the newest text
    while (saving.current) await saving.current
    if (!dirty()) return
    const job = (async () => {
      const sending = text.current
      setState("saving")
      const answer = await saveWithRetry(() => saveExecutionSummary(refRef.current, phase, sending, version.current))
      if (answer.ok) {
        const saved = read(answer.data)
        version.current = saved.version ?? version.current + 1
        savedText.current = sending
        setHasDraft(sending.trim() !== "")
        setUpdatedAt(saved.updated_at ?? null)
        setError(null)
        setNotice(null)
        clearDraft(browserStorage(), key)
        setState(dirty() ? "unsaved" : "saved")
        return
      }
      const limit = planLimitOf(answer)
      if (limit) {
        setUpgrade(limit)
        setState("failed")
        return
      }
      if (answer.status === 409) {
        // changed elsewhere: tell the user and show the stored text (never overwrite it silently)
        setError(failureText(answer, "Save failed"))
        const current = read((answer.body as { current?: unknown } | undefined)?.current)
        const fresh = await getExecutionSummary(refRef.current, phase)
        take(fresh.ok ? read(fresh.data) : current)
        setState("saved")
        return
      }
      writeDraft(browserStorage(), key, sending)
      setError(failureText(answer, "Save failed"))
      setNotice(SUMMARY_KEPT_LOCALLY)
      setState("failed")
    })()
    saving.current = job
    try {
      await job
    } finally {
      saving.current = null
    }
  }, [key, phase])

  const edit = useCallback(
    (next: string) => {
      text.current = next
      setContent(next)
      setState(dirty() ? "unsaved" : "saved")
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void save(), SUMMARY_AUTOSAVE_MS)
    },
    [save]
  )

  const flush = useCallback(() => {
    if (timer.current !== undefined || dirty()) void save()
  }, [save])

  // leaving: the tab (unmount) saves as usual; closing or reloading the page sends a keepalive save
  useEffect(() => {
    const onLeave = () => {
      if (!dirty()) return
      writeDraft(browserStorage(), key, text.current)
      void saveExecutionSummary(refRef.current, phase, text.current, version.current, true)
    }
    window.addEventListener("pagehide", onLeave)
    return () => {
      window.removeEventListener("pagehide", onLeave)
      if (dirty()) void save()
    }
  }, [key, phase, save])

  const generate = useCallback(
    async (mode: "standard" | "expand") => {
      clearTimeout(timer.current)
      timer.current = undefined
      while (saving.current) await saving.current
      setState("working")
      setError(null)
      const answer = await regenerateExecutionSummary(refRef.current, phase, mode)
      if (!answer.ok) {
        const limit = planLimitOf(answer)
        if (limit) setUpgrade(limit)
        else setError(failureText(answer, "Generation failed"))
        setState(dirty() ? "unsaved" : savedText.current !== "" ? "saved" : null)
        return
      }
      take({ ...read(answer.data), found: true })
      clearDraft(browserStorage(), key)
      setNotice(null)
      setState("saved")
    },
    [key, phase]
  )

  return { content, hasDraft, state, notice, error, upgrade, updatedAt, loaded, edit, flush, generate }
}
