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
import { NEW_TASK_NAME, WBS_DATES_RECALCULATED, WBS_SAVED, WBS_SAVED_DATES_RECALCULATED, wbsGenerated } from "../data/wbs-texts"
import { fileNameFromDisposition, saveBlob } from "../../../lib/download"
import { planLimitOf } from "../../../lib/plan-limit"
import { wbsContextFromScope } from "./scope-context"
import { linksKey, type RowLink } from "./row-links"
import { wbsRowsOf, type WbsRow } from "./wbs-row"
import { useTimedStatus } from "./use-timed-status"
import { reuseRows } from "./reuse-rows"
import { applyLocally, moveLocally, replayLocally, type LocalChange } from "./local-tree"
import type { PastedTask } from "./pasted-tasks"
import { createWbsItems } from "../api/create-wbs-items"
import { useAutosave } from "../../../lib/autosave/use-autosave"
import { getSchedule } from "../api/get-schedule"
import { exportScheduleCsv } from "../api/export-schedule-csv"
import { hasSchedule, scheduleRowsOf, schedulePlanOf, type SchedulePlanInfo } from "./schedule-row"
import { sendScheduleWrite } from "./schedule-send"
import { SCHEDULE_SAVED_MS, SCHEDULE_STATUS_MS, scheduleFailure, type WbsMode } from "./wbs-mode"
import {
  FAILED_TO_LOAD_SCHEDULE,
  SCHEDULE_DELETED,
  SCHEDULE_INDENTED,
  SCHEDULE_OUTDENTED,
  SCHEDULE_PLAN_GENERATED,
  SCHEDULE_RECALCULATED,
  SCHEDULE_RESOURCES_SUGGESTED
} from "@initpack/core/messages/agile"

type Failure = { readonly ok: false; readonly status: number; readonly message: string; readonly body: unknown }
export type WbsBusy = "generate" | "recalc" | "export" | "scope" | "resources" | null

/** waterfall.md §4: field edits save after a 550 ms debounce. */
export const FIELD_SAVE_DEBOUNCE_MS = 550

export interface WbsFields {
  readonly task?: string | undefined
  readonly duration_days?: number | undefined
  /** Agile Schedule only: the row's resource text (roles, comma separated). */
  readonly resource?: string | undefined
  /** The row's task links (issue 22), replacing its links when they differ from the server's. */
  readonly links?: ReadonlyArray<RowLink> | undefined
}

/** One write of the Breakdown tab: a row's field edits (key `row:{id}`) or a structural change (a key of its own). */
export type WbsWrite =
  | ({ readonly kind: "fields" } & WbsFields)
  | { readonly kind: "create"; readonly parentId: number | null; readonly afterId?: number }
  | { readonly kind: "move"; readonly id: number; readonly parentId: number | null; readonly to?: "indent" | "outdent" }
  | { readonly kind: "delete"; readonly id: number; readonly version?: number }
  | { readonly kind: "generate"; readonly context: string; readonly baseStart: string }
  | { readonly kind: "recalc"; readonly baseStart: string }
  | { readonly kind: "paste"; readonly afterId: number; readonly items: ReadonlyArray<PastedTask> }
  | { readonly kind: "resources" }

const FALLBACK: Record<WbsWrite["kind"], string> = {
  fields: WBS_UPDATE_FAILED,
  create: WBS_CREATE_FAILED,
  move: WBS_UPDATE_FAILED,
  delete: WBS_DELETE_FAILED,
  generate: WBS_GENERATION_FAILED,
  recalc: WBS_RECALC_FAILED,
  paste: WBS_CREATE_FAILED,
  resources: WBS_UPDATE_FAILED
}

/** The indents, outdents and deletes among the writes (those the screen already shows). */
function* localChangesOf(pending: Iterable<WbsWrite>): Iterable<LocalChange> {
  for (const write of pending) {
    if (write.kind === "move" && write.to !== undefined) yield { kind: write.to, id: write.id }
    else if (write.kind === "delete") yield { kind: "delete", id: write.id }
  }
}

const SKIPPED: ApiResult<unknown> = { ok: true, status: 204, data: { skipped: true } }
const skipped = (answer: ApiResult<unknown>): boolean => answer === SKIPPED

export const fieldsKey = (id: number): string => `row:${id}`

/**
 * The WBS of one project and every action of the Breakdown tab. Every write (field edits after the
 * 550 ms debounce, add, indent/outdent, delete, generate, recalc) goes through the one autosave queue:
 * one at a time, each reading the row's latest version when it starts, and the list is reloaded after
 * each, so numbers and phases always come from the server. A 409 tells the user and reloads.
 */
export const useWbs = (ref: ProjectRef, mode: WbsMode = "waterfall") => {
  const agile = mode === "agile"
  // agile mode: the schedule's plan (title, base start) from the last answer that carried it
  const [plan, setPlan] = useState<SchedulePlanInfo | null>(null)
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
  const seq = useRef(0)
  const refKey = `${ref.project_id ?? ""}|${ref.project_name}`
  const refRef = useRef(ref)
  refRef.current = ref

  const show = useCallback((next: ReadonlyArray<WbsRow>) => {
    rowsRef.current = next
    setRows(next)
  }, [])
  const writes = useRef(new Map<string, WbsWrite>())
  // a server answer, with the moves and deletes still waiting for theirs shown on top (an answer to an
  // earlier indent must not undo a later outdent); rows that did not change keep their objects
  const apply = useCallback(
    (next: ReadonlyArray<WbsRow>) => show(reuseRows(rowsRef.current, replayLocally(next, localChangesOf(writes.current.values())))),
    [show]
  )

  const fail = useCallback((result: Failure, fallback: string) => {
    const limit = planLimitOf(result)
    if (limit) setUpgrade(limit)
    else setError(failureText(result, fallback))
  }, [])

  const reload = useCallback(async (): Promise<boolean> => {
    const answer = await (agile ? getSchedule : getWbs)(refRef.current)
    if (!answer.ok) {
      fail(answer, agile ? FAILED_TO_LOAD_SCHEDULE : FAILED_TO_LOAD_WBS)
      return false
    }
    if (agile) setPlan(schedulePlanOf(answer.data))
    apply((agile ? scheduleRowsOf : wbsRowsOf)(answer.data))
    return true
  }, [apply, fail, agile])

  useEffect(() => {
    let live = true
    void reload().then(() => live && setLoaded(true))
    return () => {
      live = false
    }
  }, [refKey, reload])

  const rowOf = (id: number) => rowsRef.current.find((r) => r.id === id)

  const send = async (key: string, write: WbsWrite, keepalive: boolean): Promise<ApiResult<unknown>> => {
    if (agile) {
      const fieldsRow = key.startsWith("row:") ? rowOf(Number(key.slice(4))) : undefined
      return (await sendScheduleWrite(refRef.current, write, rowOf, fieldsRow, keepalive)) ?? SKIPPED
    }
    switch (write.kind) {
      case "fields": {
        const row = rowOf(Number(key.slice(4)))
        if (!row) return SKIPPED
        // only what differs from the server's row is sent (an edit typed back to the old text sends nothing)
        const patch: { task?: string; duration_days?: number; links?: ReadonlyArray<RowLink> } = {}
        if (write.task !== undefined && write.task !== row.task) patch.task = write.task
        if (write.duration_days !== undefined && write.duration_days !== row.duration_days) patch.duration_days = write.duration_days
        if (write.links !== undefined && linksKey(write.links) !== (row.links ?? "")) patch.links = write.links
        if (patch.task === undefined && patch.duration_days === undefined && patch.links === undefined) return SKIPPED
        return updateWbsItem(row.id, { ...patch, version: row.version }, keepalive)
      }
      case "create":
        return createWbsItem(refRef.current, {
          parent_id: write.parentId,
          ...(write.afterId !== undefined ? { after_id: write.afterId } : {}),
          task: NEW_TASK_NAME,
          duration_days: NEW_WBS_DURATION_DAYS
        })
      case "move": {
        const row = rowOf(write.id)
        if (!row) return SKIPPED
        return updateWbsItem(write.id, { parent_id: write.parentId, version: row.version })
      }
      case "paste":
        return createWbsItems(refRef.current, { after_id: write.afterId, items: write.items })
      case "delete": {
        // the row left the list when the user deleted it (applyLocally): the write carries its version
        const version = write.version ?? rowOf(write.id)?.version
        if (version === undefined) return SKIPPED
        return deleteWbsItem(write.id, version)
      }
      case "generate":
        return generateWbs(refRef.current, write.context.trim(), write.baseStart)
      case "recalc":
        return recalcWbs(refRef.current, write.baseStart)
      case "resources":
        return SKIPPED
    }
  }

  // agile.md §4: every schedule write answers the whole schedule; its status message shows about 900 ms
  const savedAgile = (write: WbsWrite, data: unknown) => {
    if (!hasSchedule(data)) return false
    setPlan(schedulePlanOf(data))
    apply(scheduleRowsOf(data))
    if (write.kind === "generate") setGeneration((g) => g + 1)
    const text: Partial<Record<WbsWrite["kind"], string>> = {
      generate: SCHEDULE_PLAN_GENERATED,
      recalc: SCHEDULE_RECALCULATED,
      resources: SCHEDULE_RESOURCES_SUGGESTED,
      delete: SCHEDULE_DELETED,
      move: write.kind === "move" && write.to === "outdent" ? SCHEDULE_OUTDENTED : SCHEDULE_INDENTED
    }
    if (write.kind === "fields") showStatus(WBS_SAVED, SCHEDULE_SAVED_MS)
    else if (text[write.kind]) showStatus(text[write.kind] ?? "", SCHEDULE_STATUS_MS)
    if (write.kind === "move") setFocusId(write.id)
    if (write.kind === "create") {
      const id = (data as { task?: { id?: unknown } }).task?.id
      if (typeof id === "number") setFocusId(id)
    }
    return true
  }
  const failText = (write: WbsWrite | undefined): string =>
    agile ? scheduleFailure(write?.kind ?? "fields", write?.kind === "move" ? write.to : undefined) : FALLBACK[write?.kind ?? "fields"]

  const writeOf = (key: string): WbsWrite | undefined => writes.current.get(key)
  const done = (key: string) => {
    if (!key.startsWith("row:")) writes.current.delete(key)
  }

  const queue = useAutosave<WbsWrite, ApiResult<unknown>>({
    debounceMs: FIELD_SAVE_DEBOUNCE_MS,
    send: (key, write, { keepalive }) => send(key, write, keepalive),
    onSaved: async (key, write, answer) => {
      done(key)
      if (skipped(answer) || !answer.ok) return
      setError(null)
      if (agile && savedAgile(write, answer.data)) return
      switch (write.kind) {
        case "generate": {
          const next = wbsRowsOf(answer.data)
          apply(next)
          setGeneration((g) => g + 1)
          const inserted = (answer.data as { inserted_rows?: unknown }).inserted_rows
          showStatus(wbsGenerated(typeof inserted === "number" ? inserted : next.length))
          return
        }
        case "recalc":
          apply(wbsRowsOf(answer.data))
          showStatus(WBS_DATES_RECALCULATED)
          return
        default:
          await reload()
      }
      if (write.kind === "fields") showStatus((answer.data as { dates_recalculated?: unknown }).dates_recalculated === true ? WBS_SAVED_DATES_RECALCULATED : WBS_SAVED)
      if (write.kind === "move") setFocusId(write.id)
      if (write.kind === "create") {
        const id = (answer.data as { id?: unknown }).id
        if (typeof id === "number") setFocusId(id)
      }
    },
    onConflict: async (key, answer) => {
      const write = writeOf(key)
      done(key)
      if (!answer.ok) fail(answer, failText(write))
      await reload()
      setGeneration((g) => g + 1)
    },
    onError: (key, answer) => {
      const write = writeOf(key)
      // a structural write is not tried again later; a row's field edits are (with its next edit)
      if (!key.startsWith("row:")) {
        queue.discard(key)
        done(key)
      }
      if (!answer.ok) fail(answer, failText(write))
    }
  })

  /** Queues a structural write (its own key, sent at once, after every write before it). */
  const write = useCallback(
    (next: Exclude<WbsWrite, { readonly kind: "fields" }>): Promise<void> => {
      const key = `${next.kind}:${++seq.current}`
      writes.current.set(key, next)
      return queue.edit(key, next, "now")
    },
    [queue]
  )

  /** A row's field edit: sent 550 ms after the last one (or at once on flushFields). */
  const editFields = useCallback(
    (id: number, fields: WbsFields) => {
      const key = fieldsKey(id)
      writes.current.set(key, { kind: "fields" })
      void queue.edit(key, { kind: "fields", ...fields })
    },
    [queue]
  )
  const flushFields = useCallback((id: number) => queue.flush(fieldsKey(id)), [queue])

  const addSibling = useCallback((id: number) => write({ kind: "create", parentId: rowOf(id)?.parent_id ?? null, afterId: id }), [write])
  const addChild = useCallback((id: number) => write({ kind: "create", parentId: id }), [write])
  const addTopLevel = useCallback(() => write({ kind: "create", parentId: null }), [write])
  // indent, outdent and delete show at once (core's rules on the rows in hand); the write follows
  const move = useCallback(
    (id: number, to: "indent" | "outdent") => {
      const moved = moveLocally(rowsRef.current, { kind: to, id })
      if (!moved) return Promise.resolve()
      show(moved.rows)
      setFocusId(id)
      return write({ kind: "move", id, parentId: moved.parentId, to })
    },
    [show, write]
  )
  const indent = useCallback((id: number) => move(id, "indent"), [move])
  const outdent = useCallback((id: number) => move(id, "outdent"), [move])
  const remove = useCallback(
    (id: number) => {
      queue.discard(fieldsKey(id))
      // the row leaves the list at once, so its version is taken now
      const version = rowOf(id)?.version
      show(applyLocally(rowsRef.current, { kind: "delete", id }))
      return write(version === undefined ? { kind: "delete", id } : { kind: "delete", id, version })
    },
    [show, queue, write]
  )
  /** Lines pasted into a task cell: new rows right after that row, in one call. */
  const paste = useCallback((afterId: number, items: ReadonlyArray<PastedTask>) => write({ kind: "paste", afterId, items }), [write])

  const runBusy = useCallback(async (kind: Exclude<WbsBusy, null>, job: () => Promise<void>) => {
    setBusy(kind)
    try {
      await job()
    } finally {
      setBusy(null)
    }
  }, [])

  const generate = useCallback(
    (context: string, baseStart: string) => runBusy("generate", () => write({ kind: "generate", context, baseStart })),
    [runBusy, write]
  )
  const recalc = useCallback((baseStart: string) => runBusy("recalc", () => write({ kind: "recalc", baseStart })), [runBusy, write])
  /** Agile Schedule: Auto-fill Resources (roles for rows without one). */
  const suggestResources = useCallback(() => runBusy("resources", () => write({ kind: "resources" })), [runBusy, write])

  const exportCsv = useCallback(
    () =>
      runBusy("export", async () => {
        const answer = await (agile ? exportScheduleCsv : exportWbsCsv)(refRef.current)
        if (!answer.ok) {
          fail(answer, wbsExportFailed(answer.status))
          showStatus(WBS_EXPORT_FAILED)
          return
        }
        setError(null)
        saveBlob(answer.blob, fileNameFromDisposition(answer.disposition) ?? (agile ? "schedule_tasks.csv" : "wbs.csv"))
        showStatus(WBS_EXPORTED_CSV)
      }),
    [fail, runBusy, showStatus, agile]
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
    plan,
    /** the project the screen edits, and a reload of its rows (after an import) */
    projectRef: ref,
    reload,
    suggestResources,
    rows,
    loaded,
    error,
    upgrade,
    status,
    busy,
    generation,
    focusId,
    clearFocus: useCallback(() => setFocusId(null), []),
    editFields,
    flushFields,
    /** sends every pending edit and waits for the answers (before an import replaces the rows) */
    saveAll: useCallback(() => queue.flush().then(() => queue.settled()), [queue]),
    addSibling,
    addChild,
    addTopLevel,
    indent,
    outdent,
    remove,
    paste,
    generate,
    recalc,
    exportCsv,
    loadScope
  }
}
