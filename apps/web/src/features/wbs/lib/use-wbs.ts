import { useCallback, useEffect, useRef, useState } from "react"
import {
  FAILED_TO_LOAD_WBS,
  WBS_CREATE_FAILED,
  WBS_DELETE_FAILED,
  WBS_EXPORTED_CSV,
  WBS_EXPORT_FAILED,
  WBS_FAILED_TO_LOAD_SCOPE,
  WBS_GENERATION_FAILED,
  WBS_RECALC_FAILED,
  WBS_SCOPE_LOADED,
  WBS_UPDATE_FAILED,
  wbsExportFailed
} from "@initpack/core/messages/wbs"
import { NEW_WBS_DURATION_DAYS } from "@initpack/core/rules/planning/tree/new-row-defaults"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { failureText, type ApiResult } from "../../../lib/api-client"
import { createWbsItem } from "../api/create-wbs-item"
import { deleteWbsItem } from "../api/delete-wbs-item"
import { exportWbsCsv } from "../api/export-wbs-csv"
import { generateWbs } from "../api/generate-wbs"
import { getLatestScope } from "../api/get-latest-scope"
import { getWbs } from "../api/get-wbs"
import type { ProjectRef } from "../api/project-ref"
import { recalcWbs } from "../api/recalc-wbs"
import { updateWbsItem } from "../api/update-wbs-item"
import { NEW_TASK_NAME, WBS_DATES_RECALCULATED, WBS_SAVED, wbsGenerated } from "../data/wbs-texts"
import { fileNameFromDisposition, saveBlob } from "../../../lib/download"
import { planLimitOf } from "../../../lib/plan-limit"
import { wbsContextFromScope } from "./scope-context"
import { indentTarget, outdentTarget } from "./tree-moves"
import { wbsRowsOf, type WbsRow } from "./wbs-row"
import { useTimedStatus } from "./use-timed-status"

type Failure = { readonly ok: false; readonly status: number; readonly message: string; readonly body: unknown }
export type WbsBusy = "generate" | "recalc" | "export" | "scope" | null

/**
 * The WBS of one project and every action of the Breakdown tab. Row writes run one after another
 * (each reads the row's latest version when it starts), and the list is reloaded after each, so
 * numbers and phases always come from the server. A 409 tells the user and reloads.
 */
export const useWbs = (ref: ProjectRef) => {
  const [rows, setRows] = useState<ReadonlyArray<WbsRow>>([])
  const rowsRef = useRef<ReadonlyArray<WbsRow>>([])
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)
  const [status, showStatus] = useTimedStatus()
  const [busy, setBusy] = useState<WbsBusy>(null)
  // bumped after a conflict so rows drop their unsaved drafts and show the server's values
  const [generation, setGeneration] = useState(0)
  const [focusId, setFocusId] = useState<number | null>(null)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const refKey = `${ref.project_id ?? ""}|${ref.project_name}`
  const refRef = useRef(ref)
  refRef.current = ref

  const apply = useCallback((next: ReadonlyArray<WbsRow>) => {
    rowsRef.current = next
    setRows(next)
  }, [])

  const fail = useCallback((result: Failure, fallback: string) => {
    const limit = planLimitOf(result)
    if (limit) setUpgrade(limit)
    else setError(failureText(result, fallback))
  }, [])

  const reload = useCallback(async (): Promise<boolean> => {
    const answer = await getWbs(refRef.current)
    if (!answer.ok) {
      fail(answer, FAILED_TO_LOAD_WBS)
      return false
    }
    apply(wbsRowsOf(answer.data))
    return true
  }, [apply, fail])

  useEffect(() => {
    let live = true
    void reload().then(() => live && setLoaded(true))
    return () => {
      live = false
    }
  }, [refKey, reload])

  const enqueue = useCallback(<T,>(job: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(job, job)
    queue.current = next.catch(() => undefined)
    return next
  }, [])

  /** The answer of a row write: reload on success, tell and reload on a conflict, else the error. */
  const settle = useCallback(
    async (answer: ApiResult<unknown>, fallback: string, saved?: string): Promise<boolean> => {
      if (answer.ok) {
        setError(null)
        await reload()
        if (saved) showStatus(saved)
        return true
      }
      fail(answer, fallback)
      if (answer.status === 409) {
        await reload()
        setGeneration((g) => g + 1)
      }
      return false
    },
    [fail, reload, showStatus]
  )

  const rowOf = (id: number) => rowsRef.current.find((r) => r.id === id)

  const saveFields = useCallback(
    (id: number, patch: { readonly task?: string; readonly duration_days?: number }) =>
      enqueue(async () => {
        const row = rowOf(id)
        if (!row) return false
        return settle(await updateWbsItem(id, { ...patch, version: row.version }), WBS_UPDATE_FAILED, WBS_SAVED)
      }),
    [enqueue, settle]
  )

  const create = useCallback(
    (parentId: number | null, afterId?: number) =>
      enqueue(async () => {
        const answer = await createWbsItem(refRef.current, {
          parent_id: parentId,
          ...(afterId !== undefined ? { after_id: afterId } : {}),
          task: NEW_TASK_NAME,
          duration_days: NEW_WBS_DURATION_DAYS
        })
        const ok = await settle(answer, WBS_CREATE_FAILED)
        const id = answer.ok ? (answer.data as { id?: unknown }).id : undefined
        if (ok && typeof id === "number") setFocusId(id)
        return ok
      }),
    [enqueue, settle]
  )

  const addSibling = useCallback((id: number) => create(rowOf(id)?.parent_id ?? null, id), [create])
  const addChild = useCallback((id: number) => create(id), [create])
  const addTopLevel = useCallback(() => create(null), [create])

  const move = useCallback(
    (id: number, target: (rows: ReadonlyArray<WbsRow>, id: number) => { readonly parentId: number | null } | null) =>
      enqueue(async () => {
        const row = rowOf(id)
        const to = target(rowsRef.current, id)
        if (!row || !to) return false
        const ok = await settle(await updateWbsItem(id, { parent_id: to.parentId, version: row.version }), WBS_UPDATE_FAILED)
        setFocusId(id)
        return ok
      }),
    [enqueue, settle]
  )
  const indent = useCallback((id: number) => move(id, indentTarget), [move])
  const outdent = useCallback((id: number) => move(id, outdentTarget), [move])

  const remove = useCallback(
    (id: number) =>
      enqueue(async () => {
        const row = rowOf(id)
        if (!row) return false
        return settle(await deleteWbsItem(id, row.version), WBS_DELETE_FAILED)
      }),
    [enqueue, settle]
  )

  const runBusy = useCallback(async (kind: Exclude<WbsBusy, null>, job: () => Promise<void>) => {
    setBusy(kind)
    try {
      await job()
    } finally {
      setBusy(null)
    }
  }, [])

  const generate = useCallback(
    (context: string, baseStart: string) =>
      runBusy("generate", () =>
        enqueue(async () => {
          const answer = await generateWbs(refRef.current, context.trim(), baseStart)
          if (!answer.ok) return fail(answer, WBS_GENERATION_FAILED)
          setError(null)
          const next = wbsRowsOf(answer.data)
          apply(next)
          setGeneration((g) => g + 1)
          const inserted = (answer.data as { inserted_rows?: unknown }).inserted_rows
          showStatus(wbsGenerated(typeof inserted === "number" ? inserted : next.length))
        })
      ),
    [apply, enqueue, fail, runBusy, showStatus]
  )

  const recalc = useCallback(
    (baseStart: string) =>
      runBusy("recalc", () =>
        enqueue(async () => {
          const answer = await recalcWbs(refRef.current, baseStart)
          if (!answer.ok) return fail(answer, WBS_RECALC_FAILED)
          setError(null)
          apply(wbsRowsOf(answer.data))
          showStatus(WBS_DATES_RECALCULATED)
        })
      ),
    [apply, enqueue, fail, runBusy, showStatus]
  )

  const exportCsv = useCallback(
    () =>
      runBusy("export", async () => {
        const answer = await exportWbsCsv(refRef.current)
        if (!answer.ok) {
          fail(answer, wbsExportFailed(answer.status))
          showStatus(WBS_EXPORT_FAILED)
          return
        }
        setError(null)
        saveBlob(answer.blob, fileNameFromDisposition(answer.disposition) ?? "wbs.csv")
        showStatus(WBS_EXPORTED_CSV)
      }),
    [fail, runBusy, showStatus]
  )

  /** The Project Context built from the saved scope, or null when there is none (status tells). */
  const loadScope = useCallback(async (): Promise<string | null> => {
    let text: string | null = null
    await runBusy("scope", async () => {
      const answer = await getLatestScope(refRef.current.project_name)
      const context = answer.ok ? wbsContextFromScope(answer.data) : ""
      if (context === "") {
        if (!answer.ok && answer.status === 402) fail(answer, WBS_FAILED_TO_LOAD_SCOPE)
        showStatus(WBS_FAILED_TO_LOAD_SCOPE)
        return
      }
      text = context
      showStatus(WBS_SCOPE_LOADED)
    })
    return text
  }, [fail, runBusy, showStatus])

  return {
    rows,
    loaded,
    error,
    upgrade,
    status,
    busy,
    generation,
    focusId,
    clearFocus: () => setFocusId(null),
    saveFields,
    addSibling,
    addChild,
    addTopLevel,
    indent,
    outdent,
    remove,
    generate,
    recalc,
    exportCsv,
    loadScope
  }
}
