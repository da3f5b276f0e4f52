// State and calls of the Stakeholders screen (waterfall.md §2, §4, §5, §7, §8). Row edits go through the
// shared autosave queue: held while a cell is edited and sent on blur, Enter or leaving the page, at once
// for selects and ticks; each write carries the row's version, and a 409 shows the server's message and
// reloads, so nothing saved elsewhere is overwritten.
import { useCallback, useEffect, useRef, useState } from "react"
import { backendStatus } from "@initpack/core/messages/general"
import { aiFailed, matrixFailed, STAKEHOLDER_NAME_REQUIRED } from "@initpack/core/messages/stakeholders"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { isSavableStakeholderRow, validateMatrixInput, validateStrategyInput } from "@initpack/core/rules/validation/stakeholder"
import { API_BASE, type ApiResult } from "../../../lib/api-client"
import type { AutosaveQueue } from "../../../lib/autosave/autosave-queue"
import { useAutosave } from "../../../lib/autosave/use-autosave"
import { planLimitOf } from "../../../lib/plan-limit"
import { deleteStakeholder } from "../api/delete-stakeholder"
import { generateStakeholderMatrix } from "../api/generate-stakeholder-matrix"
import { listStakeholders } from "../api/list-stakeholders"
import { suggestStrategyRaci } from "../api/suggest-strategy-raci"
import { upsertStakeholders } from "../api/upsert-stakeholders"
import { DELETE_FAILED_RELOADED, STALE_RELOADED, SUGGESTIONS_WAIT } from "../data/stakeholder-texts"
import type { StakeholderProjectRef } from "./project-ref"
import { screenError, type ScreenError } from "./screen-error"
import {
  toPayload,
  toStakeholderRows,
  withBoardRule,
  type StakeholderDraft,
  type StakeholderPatch,
  type StakeholderRow
} from "./stakeholder-row"
import { proposalsOf, type Proposal } from "./proposals"
import { acceptedPatch, rowSuggestionsOf, type RowSuggestion } from "./suggestions"

export type Busy = null | "load" | "add" | "ai" | "matrix"
type Answer = ApiResult<unknown>

const BOOLEAN_FIELDS = new Set(["on_board", "R", "A", "C", "I"])

/** A cell's value as a patch of its field. */
export const patchOf = (field: string, value: string | number | boolean): StakeholderPatch => {
  if (field === "influence" || field === "interest") return { [field]: Number(value) }
  if (BOOLEAN_FIELDS.has(field)) return { [field]: value === true || value === "true" }
  return { [field]: String(value) }
}

export const rowLabelOf = (row: Pick<StakeholderRow, "name" | "role" | "id">): string => row.name.trim() || row.role.trim() || `stakeholder ${row.id}`

export const useStakeholders = (ref: StakeholderProjectRef) => {
  const { projectName, projectId } = ref
  const [rows, setRowsState] = useState<ReadonlyArray<StakeholderRow>>([])
  // the queue's writes read the newest rows and versions from here, never from a stale render
  const rowsRef = useRef(rows)
  const [busy, setBusy] = useState<Busy>("load")
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<ScreenError | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [generation, setGeneration] = useState(0)
  const [matrix, setMatrix] = useState<{ readonly src: string; readonly failed: boolean } | null>(null)
  const [proposals, setProposals] = useState<ReadonlyArray<Proposal>>([])
  // the AI's suggestions by row key, shown beside the rows until accepted or dismissed (issue 37)
  const [suggestions, setSuggestions] = useState<ReadonlyMap<string, RowSuggestion>>(new Map())
  const forget = useCallback(
    (keys: ReadonlyArray<string> | "all") =>
      setSuggestions((all) => (keys === "all" ? new Map() : new Map([...all].filter(([key]) => !keys.includes(key))))),
    []
  )

  const setRows = useCallback((next: (rows: ReadonlyArray<StakeholderRow>) => ReadonlyArray<StakeholderRow>) => {
    rowsRef.current = next(rowsRef.current)
    setRowsState(rowsRef.current)
  }, [])

  const report = (next: ScreenError | null, info: string | null = null) => {
    setError(next)
    setNotice(info)
  }

  const fail = (answer: Extract<Answer, { ok: false }>, fallback: string) => {
    const limit = planLimitOf(answer)
    if (limit) return report({ message: limit.message, cta: limit.cta })
    report(screenError(answer, fallback))
  }

  const queueRef = useRef<AutosaveQueue<StakeholderPatch, Answer> | null>(null)

  /** Takes the server's rows; a row with edits still waiting keeps the local values and the version they build on. */
  const applyServerRows = useCallback(
    (server: ReadonlyArray<StakeholderRow>) =>
      setRows((local) =>
        server.map((s) => {
          const mine = local.find((r) => r.key === s.key)
          return mine && queueRef.current?.pendingPatch(s.key) !== undefined ? mine : s
        })
      ),
    [setRows]
  )

  const reload = useCallback(async (): Promise<boolean> => {
    const answer = await listStakeholders({ projectName, projectId })
    if (!answer.ok) {
      const limit = planLimitOf(answer)
      if (limit) setUpgrade(limit)
      else setError(screenError(answer, backendStatus(answer.status)))
      return false
    }
    applyServerRows(toStakeholderRows(answer.data))
    setLoaded(true)
    return true
  }, [projectName, projectId, applyServerRows])

  const queue = useAutosave<StakeholderPatch, Answer>({
    debounceMs: 800,
    send: (key, patch, { keepalive }) => {
      const row = rowsRef.current.find((r) => r.key === key)
      if (!row) return Promise.resolve({ ok: true, status: 200, data: {} })
      const merged = { ...row, ...patch }
      // waterfall.md §5: a row is saved only when its name or role is non-empty
      if (!isSavableStakeholderRow(merged)) return Promise.resolve({ ok: false, status: 400, message: STAKEHOLDER_NAME_REQUIRED, body: undefined })
      return upsertStakeholders({ projectName, projectId }, [toPayload(merged)], { keepalive })
    },
    onSaved: (key, _patch, answer) => {
      const saved = answer.ok ? toStakeholderRows(answer.data).find((r) => r.key === key) : undefined
      if (saved) setRows((all) => all.map((r) => (r.key === key ? { ...r, version: saved.version } : r)))
    },
    onConflict: async (_key, answer) => {
      if (answer.ok) return
      report(screenError(answer, backendStatus(answer.status)), STALE_RELOADED)
      await reload()
      setGeneration((g) => g + 1)
    },
    onError: (_key, answer) => {
      if (!answer.ok && planLimitOf(answer)) fail(answer, backendStatus(answer.status))
    }
  })
  queueRef.current = queue

  useEffect(() => {
    let live = true
    setBusy("load")
    void reload().finally(() => live && setBusy(null))
    return () => {
      live = false
    }
  }, [reload])

  const run = async (what: Busy, work: () => Promise<void>) => {
    setBusy(what)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }

  /** A cell changed: shown at once (grid included), held for the row's next commit. */
  const edit = useCallback(
    (row: StakeholderRow, field: string, value: string | number | boolean) => {
      const patch = withBoardRule(patchOf(field, value))
      setRows((all) => all.map((r) => (r.key === row.key ? { ...r, ...patch } : r)))
      void queue.edit(row.key, patch, "hold")
    },
    [queue, setRows]
  )

  /** Blur, Enter, or a select / tick: the row's held edits go out now. */
  const commit = useCallback((row: StakeholderRow) => void queue.flush(row.key), [queue])

  const add = async (draft: StakeholderDraft): Promise<boolean> => {
    let ok = false
    await run("add", async () => {
      report(null)
      await queue.flush()
      const answer = await upsertStakeholders({ projectName, projectId }, [toPayload(draft)])
      if (!answer.ok) return fail(answer, backendStatus(answer.status))
      ok = true
      applyServerRows(toStakeholderRows(answer.data))
      setNotice(`Added “${draft.name.trim()}”.`)
    })
    return ok
  }

  // waterfall.md §4: Delete removes the row at once and reloads the list if the server fails.
  const remove = useCallback(
    async (row: StakeholderRow) => {
      const current = rowsRef.current.find((r) => r.key === row.key) ?? row
      queue.discard(row.key)
      setRows((all) => all.filter((r) => r.key !== row.key))
      forget([row.key])
      report(null)
      const answer = await deleteStakeholder({ projectName, projectId }, current.id, current.version)
      if (answer.ok) return setNotice(`Deleted “${rowLabelOf(current)}”.`)
      fail(answer, backendStatus(answer.status))
      setNotice(DELETE_FAILED_RELOADED)
      await reload()
      setGeneration((g) => g + 1)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queue, setRows, reload, forget, projectName, projectId]
  )

  const recommend = () =>
    run("ai", async () => {
      const valid = validateStrategyInput(rowsRef.current)
      if (valid._tag === "Left") return report({ message: valid.left.message })
      report(null)
      await queue.flush()
      const answer = await suggestStrategyRaci({ projectName, projectId }, rowsRef.current.map(toPayload))
      if (!answer.ok) return fail(answer, aiFailed(answer.status))
      // nothing was stored: the suggestions wait beside their rows for the user's Accept
      const found = new Map([...rowSuggestionsOf(answer.data)].filter(([key]) => rowsRef.current.some((r) => r.key === key)))
      setSuggestions(found)
      setProposals(proposalsOf(answer.data, rowsRef.current))
      const n = found.size
      setNotice(`Strategy and RACI recommended for ${n} ${n === 1 ? "stakeholder" : "stakeholders"}. ${SUGGESTIONS_WAIT}`)
    })

  /** Accept: the row takes the suggestion, saved like any edit (with the row's version). */
  const accept = useCallback(
    async (keys: ReadonlyArray<string>) => {
      const taken = keys.flatMap((key) => {
        const s = suggestions.get(key)
        const row = rowsRef.current.find((r) => r.key === key)
        return s && row ? [{ row, patch: acceptedPatch(row, s) }] : []
      })
      const first = taken[0]
      if (!first) return
      report(null, taken.length === 1 ? `Suggestion accepted for “${rowLabelOf(first.row)}”.` : `Suggestions accepted for ${taken.length} stakeholders.`)
      setRows((all) =>
        all.map((r) => {
          const t = taken.find((x) => x.row.key === r.key)
          return t ? { ...r, ...t.patch } : r
        })
      )
      forget(taken.map((t) => t.row.key))
      await Promise.all(taken.map((t) => queue.edit(t.row.key, t.patch, "now")))
    },
    [suggestions, queue, setRows, forget]
  )
  const acceptSuggestion = useCallback((row: StakeholderRow) => void accept([row.key]), [accept])
  const acceptAll = () => void accept([...suggestions.keys()])
  const dismissSuggestion = useCallback((row: StakeholderRow) => forget([row.key]), [forget])
  const dismissAll = () => forget("all")

  const drawMatrix = () =>
    run("matrix", async () => {
      const savable = rowsRef.current.filter(isSavableStakeholderRow)
      const valid = validateMatrixInput(savable)
      if (valid._tag === "Left") return report({ message: valid.left.message })
      report(null)
      const answer = await generateStakeholderMatrix({ projectName, projectId }, savable.map(toPayload))
      if (!answer.ok) return fail(answer, matrixFailed(answer.status))
      const path = (answer.data as { matrix_image_path?: unknown }).matrix_image_path
      if (typeof path !== "string" || !path.startsWith("/")) return report({ message: matrixFailed(answer.status) })
      setMatrix({ src: `${API_BASE}${path}`, failed: false })
    })

  const matrixFailedToLoad = () => setMatrix((m) => (m ? { ...m, failed: true } : m))

  const addProposal = async (proposal: Proposal) => {
    if (await add(proposal.draft)) setProposals((all) => all.filter((p) => p !== proposal))
  }
  const dismissProposals = () => setProposals([])

  return {
    rows,
    loaded,
    busy,
    error,
    upgrade,
    notice,
    generation,
    matrix,
    proposals,
    suggestions,
    queue,
    edit,
    commit,
    add,
    remove,
    recommend,
    drawMatrix,
    matrixFailedToLoad,
    addProposal,
    dismissProposals,
    acceptSuggestion,
    acceptAll,
    dismissSuggestion,
    dismissAll
  }
}
