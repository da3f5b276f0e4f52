import { useCallback, useEffect, useRef, useState } from "react"
import { AUTO_SAVE_FAILED } from "@initpack/core/messages/general"
import { personasAiFailed } from "@initpack/core/messages/agile"
import { addOnlyFailed, expandFailed, expandOneFailed, loadFailed, saveFailed } from "@initpack/core/messages/scope"
import { parsePersonaLine, printPersonaLine } from "@initpack/core/rules/scope/persona-lines"
import { newScopeItems, titleKey } from "@initpack/core/rules/scope/scope-items"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { failureText, type ApiResult } from "../../../lib/api-client"
import { planLimitOf } from "../../../lib/plan-limit"
import { useAutosave } from "../../../lib/autosave/use-autosave"
import { augmentPersonas } from "../api/augment-personas"
import { expandAgileVision } from "../api/expand-agile-vision"
import { getAgileScope } from "../api/get-agile-scope"
import { improveAgileScope } from "../api/improve-agile-scope"
import { saveAgileScope, type SaveAgileScopeAnswer } from "../api/save-agile-scope"
import { NO_NEW_ITEMS, VISION_EXPANDED, addedItems, addedPersonas, expandedItem } from "../data/agile-scope-texts"
import { draftFromScope, expandedVision, itemRow, personaRow, replaceList, scopeDocument, type ItemRow, type PersonaRow, type ScopeDraft } from "./scope-draft"
import { addCount, type ListKey, type ListSpec } from "./scope-sections"

/** agile.md §4, §9: the scope auto-saves 900 ms after any change. */
export const AGILE_SCOPE_AUTOSAVE_MS = 900
const DOC = "scope"

type Failure = { readonly ok: false; readonly status: number; readonly message: string; readonly body: unknown }

/** Loads the agile scope (create-if-missing), keeps the screen's draft and saves it whole, with overwrite and the version it is based on. */
export const useAgileScope = (projectName: string) => {
  const [draft, setDraft] = useState<ScopeDraft | null>(null)
  const draftRef = useRef<ScopeDraft | null>(null)
  const version = useRef<number | undefined>(undefined)
  const [projectId, setProjectId] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const [generation, setGeneration] = useState(0)

  /** A failed call: a plan limit shows the upgrade alert, anything else the server's text or the fallback. */
  const fail = useCallback((result: Failure, fallback: string) => {
    const limit = planLimitOf(result)
    if (limit) setUpgrade(limit)
    else setError(failureText(result, fallback))
  }, [])

  const load = useCallback(async () => {
    if (projectName === "") return
    setLoading(true)
    const result = await getAgileScope(projectName)
    setLoading(false)
    if (!result.ok) return fail(result, loadFailed(result.status))
    const next = draftFromScope(result.data.scope)
    draftRef.current = next
    version.current = typeof result.data.version === "number" ? result.data.version : undefined
    if (result.data.project_id !== undefined && result.data.project_id !== null) setProjectId(String(result.data.project_id))
    setDraft(next)
    setGeneration((g) => g + 1)
  }, [projectName, fail])

  useEffect(() => {
    void load()
  }, [load])

  const queue = useAutosave<true, ApiResult<SaveAgileScopeAnswer>>({
    debounceMs: AGILE_SCOPE_AUTOSAVE_MS,
    merge: () => true,
    // the newest draft and version are read when the write starts
    send: (_key, _patch, { keepalive }) =>
      saveAgileScope({ project_name: projectName, data: scopeDocument(draftRef.current!), overwrite: true, version: version.current }, keepalive),
    onSaved: (_key, _patch, answer) => {
      if (answer.ok && typeof answer.data.version === "number") version.current = answer.data.version
    },
    onConflict: async (_key, answer) => {
      // saved elsewhere since: the stored scope wins; show the server's message and reload it
      await load()
      setNotice(null)
      setError(answer.ok ? null : answer.message)
    },
    onError: (_key, answer) => {
      if (answer.ok) return
      if (answer.status === 0) return setError(AUTO_SAVE_FAILED)
      fail(answer, saveFailed(answer.status))
    }
  })

  /** Every change goes through here: the draft is replaced and a save is queued 900 ms later. */
  const update = useCallback(
    (change: (current: ScopeDraft) => ScopeDraft) => {
      const current = draftRef.current
      if (!current) return
      const next = change(current)
      draftRef.current = next
      setDraft(next)
      void queue.edit(DOC, true, "debounce")
    },
    [queue]
  )

  const setVision = useCallback((field: "text" | "north_star_metric", value: string) => update((d) => ({ ...d, vision: { ...d.vision, [field]: value } })), [update])

  const editItem = useCallback(
    (key: ListKey, rowKey: string, field: "title" | "rationale", value: string) =>
      update((d) => replaceList(d, key, d.lists[key].map((row) => (row.key === rowKey ? { ...row, [field]: value } : row)))),
    [update]
  )
  const addRow = useCallback((key: ListKey): ItemRow => {
    const row = itemRow()
    update((d) => replaceList(d, key, [...d.lists[key], row]))
    return row
  }, [update])
  const deleteRow = useCallback((key: ListKey, rowKey: string) => update((d) => replaceList(d, key, d.lists[key].filter((row) => row.key !== rowKey))), [update])

  const editPersona = useCallback((rowKey: string, line: string) => update((d) => ({ ...d, personas: d.personas.map((p) => (p.key === rowKey ? { ...p, line } : p)) })), [update])
  const addPersona = useCallback((): PersonaRow => {
    const row = personaRow()
    update((d) => ({ ...d, personas: [...d.personas, row] }))
    return row
  }, [update])
  const deletePersona = useCallback((rowKey: string) => update((d) => ({ ...d, personas: d.personas.filter((p) => p.key !== rowKey) })), [update])

  /** Runs an AI action after the waiting edits are saved, so the server drafts from (and de-duplicates against) what the user sees. */
  const withAi = useCallback(
    async (label: string, run: () => Promise<void>) => {
      setBusy(label)
      setError(null)
      setNotice(null)
      try {
        await queue.flush()
        await run()
      } finally {
        setBusy(null)
      }
    },
    [queue]
  )

  const addWithAi = useCallback(
    (list: ListSpec, note: string) =>
    withAi(`add:${list.key}`, async () => {
      const result = await improveAgileScope({
        project_name: projectName, section: list.apiSection, mode: "add", user_note: note.trim(), target_title: "", count: addCount(list), current_rationale: ""
      })
      if (!result.ok) return fail(result, addOnlyFailed(result.status))
      const current = draftRef.current?.lists[list.key] ?? []
      // agile.md §4: de-duplicated by title ignoring case, empty titles dropped
      const fresh = newScopeItems(current, result.data.items)
      if (fresh.length === 0) return setNotice(NO_NEW_ITEMS)
      update((d) => replaceList(d, list.key, [...d.lists[list.key], ...fresh.map((item) => itemRow(item.title, list.kind === "items" ? item.rationale : ""))]))
      setNotice(addedItems(fresh.length, list.label))
    }),
    [withAi, projectName, fail, update]
  )

  const expandItem = useCallback(
    (list: ListSpec, row: ItemRow) =>
    withAi(`expand:${row.key}`, async () => {
      const result = await improveAgileScope({
        project_name: projectName, section: list.apiSection, mode: "expand", user_note: "", target_title: row.title, count: 1, current_rationale: row.rationale
      })
      if (!result.ok) return fail(result, expandOneFailed(result.status))
      const [item] = newScopeItems([], result.data.items)
      if (!item) return setError(expandOneFailed(result.status))
      editItem(list.key, row.key, "rationale", item.rationale)
      setNotice(expandedItem(row.title))
    }),
    [withAi, projectName, fail, editItem]
  )

  const expandVision = useCallback(
    () =>
    withAi("vision", async () => {
      const current = draftRef.current?.vision ?? { text: "", north_star_metric: "" }
      const result = await expandAgileVision({ project_name: projectName, current_text: current.text, north_star_metric: current.north_star_metric })
      if (!result.ok) return fail(result, expandFailed(result.status))
      const vision = expandedVision(result.data)
      if (vision.text === "") return setError(expandFailed(result.status))
      update((d) => ({ ...d, vision: { text: vision.text, north_star_metric: d.vision.north_star_metric.trim() || vision.north_star_metric } }))
      setNotice(VISION_EXPANDED)
    }),
    [withAi, projectName, fail, update]
  )

  const augment = useCallback(
    () =>
    withAi("personas", async () => {
      const lines = (draftRef.current?.personas ?? []).map((p) => p.line).filter((l) => l.trim() !== "")
      const result = await augmentPersonas(projectName, lines)
      if (!result.ok) return fail(result, personasAiFailed(result.status))
      const answered = Array.isArray(result.data.items) ? result.data.items.filter((i): i is string => typeof i === "string") : []
      const taken = new Set(lines.flatMap((l) => parsePersonaLine(l)?.name ?? []).map(titleKey))
      const fresh = answered.flatMap((line) => {
        const persona = parsePersonaLine(line)
        if (!persona || taken.has(titleKey(persona.name))) return []
        taken.add(titleKey(persona.name))
        return [printPersonaLine(persona)]
      })
      if (fresh.length === 0) return setNotice(NO_NEW_ITEMS)
      update((d) => ({ ...d, personas: [...d.personas, ...fresh.map((line) => personaRow(line))] }))
      setNotice(addedPersonas(fresh.length))
    }),
    [withAi, projectName, fail, update]
  )

  return {
    draft, projectId, error, upgrade, notice, busy, loading, generation, queue,
    setVision, editItem, addRow, deleteRow, editPersona, addPersona, deletePersona,
    addWithAi, expandItem, expandVision, augment,
    dismissNotice: () => setNotice(null)
  }
}

export type AgileScopeModel = ReturnType<typeof useAgileScope>
