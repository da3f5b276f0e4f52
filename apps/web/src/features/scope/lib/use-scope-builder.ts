// The Scope Builder's state and actions (waterfall.md §4): every item change is an undo snapshot and is
// auto-saved; Save saves on demand; the background is saved only explicitly. Saves run one after another
// and carry the version they are based on, so a change made elsewhere answers 409 and is never overwritten.
import { useCallback, useEffect, useRef, useState } from "react"
import { AUTO_SAVE_FAILED } from "@initpack/core/messages/general"
import {
  BACKGROUND_GENERATION_FAILED, ENTER_PROJECT_NAME_FIRST, FAILED_TO_GENERATE_MORE_KPIS, FAILED_TO_GENERATE_SCOPE,
  FAILED_TO_IMPROVE_IN_SCOPE, FAILED_TO_LOAD_LATEST_SCOPE, FILL_SETUP_FIRST, NO_SAVED_SCOPE, SAVE_BACKGROUND_FAILED, SAVE_FAILED,
  addOnlyFailed, autoSavedAt, expandOneFailed, noAdditionalKpis, savedAt
} from "@initpack/core/messages/scope"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { newScopeItems } from "@initpack/core/rules/scope/scope-items"
import { failureText, type ApiResult } from "../../../lib/api-client"
import { generateKpis } from "../api/generate-kpis"
import { generateScope } from "../api/generate-scope"
import { generateScopeBackground } from "../api/generate-scope-background"
import { getLatestScope } from "../api/get-latest-scope"
import { getGenerationAllowance } from "../api/get-generation-allowance"
import { improveNarrative } from "../api/improve-narrative"
import { improveScopeSection } from "../api/improve-scope-section"
import { saveScope, type SaveScopeAnswer } from "../api/save-scope"
import { useAutosave } from "../../../lib/autosave/use-autosave"
import { saveScopeBackground } from "../api/save-scope-background"
import { planLimitOf } from "../../../lib/plan-limit"
import {
  addKpis, changeSection, clockTime, expandItem, revertSection, saveBody, scopeFromAnswer, scopeTitles, undoSection,
  type ScopeItem, type ScopeSectionKey, type ScopeState
} from "./scope-model"
import { AUTO_SAVED_NOTICE_MS, NARRATIVE_RELOAD_DELAY_MS, SAVED_NOTICE_MS } from "./scope-timing"
import { useTimedNotice } from "./use-timed-notice"

export type BusyAction = "generate" | "load" | "save" | "narrative" | "background" | `add:${string}` | `expand:${string}` | `kpis:${number}`

export interface SetupForm {
  readonly procurement: string
  readonly thirdParties: string
  readonly answers: Readonly<Record<string, string>>
}

/** Issue 37: the project's AI scope generations left (AI Generate Scope, goals' Add with AI, More KPIs). */
export interface Allowance {
  readonly left: number
  readonly cap: number
}

/** The actions that use one of the project's generations. */
const usesGeneration = (action: BusyAction): boolean => action === "generate" || action === "add:goals" || action.startsWith("kpis:")

const STALE = 409
const SCOPE_KEY = "scope"

interface ScopeSave {
  readonly kind: "auto" | "manual"
  /** The state before the change, restored when the plan refuses the save. */
  readonly rollback?: ScopeState
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

/** `projectName` is the name field; `openedFor` is the project of the URL (a new one resets the screen). */
export const useScopeBuilder = (projectName: string, mode: "create" | "edit", openedFor: string) => {
  const [scope, setScopeState] = useState<ScopeState | undefined>(undefined)
  const [setup, setSetup] = useState<SetupForm>({ procurement: "None", thirdParties: "None", answers: {} })
  const [busy, setBusy] = useState<BusyAction | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)
  /** The action whose button shows the plan limit (issue 37); null: the top of the page. */
  const [upgradeAt, setUpgradeAt] = useState<string | null>(null)
  const action = useRef<BusyAction | null>(null)
  const [allowance, setAllowance] = useState<Allowance | undefined>(undefined)
  const [info, setInfo] = useState<string | null>(null)
  const [notice, showNotice] = useTimedNotice()
  const [projectId, setProjectId] = useState<string | undefined>(undefined)
  const current = useRef<ScopeState | undefined>(undefined)

  const commit = useCallback((next: ScopeState | undefined) => {
    current.current = next
    setScopeState(next)
  }, [])

  const clearMessages = () => {
    setError(null)
    setUpgrade(null)
    setUpgradeAt(null)
    setInfo(null)
  }

  /** A failed call: a plan limit becomes the upgrade message, anything else the red error. */
  const fail = (result: { readonly status: number; readonly message: string; readonly body: unknown }, fallback: string) => {
    const limit = planLimitOf(result, fallback)
    if (limit) {
      setUpgrade(limit)
      setUpgradeAt(action.current)
    } else setError(failureText(result, fallback))
  }

  const adopt = (answer: unknown, keepBackground = false): ScopeState | undefined => {
    const next = scopeFromAnswer(answer)
    const id = record(answer).project_id
    if (typeof id === "number" || typeof id === "string") setProjectId(String(id))
    if (next) {
      const merged = keepBackground && current.current ? { ...next, background: current.current.background } : next
      commit(merged)
      setSetup({ procurement: next.setup.procurement, thirdParties: next.setup.third_parties, answers: next.clarification })
      return merged
    }
    return undefined
  }

  const loadLatest = async (quiet = false): Promise<void> => {
    if (projectName.trim() === "") return setError(ENTER_PROJECT_NAME_FIRST)
    setBusy("load")
    const result = await getLatestScope(projectName)
    setBusy(null)
    if (!result.ok) return fail(result, FAILED_TO_LOAD_LATEST_SCOPE)
    if (!adopt(result.data) && !quiet) setInfo(serverMessage(result.data) ?? NO_SAVED_SCOPE)
  }

  const refreshAllowance = async (name = projectName) => {
    if (name.trim() === "") return
    const result = await getGenerationAllowance(name)
    const { generations_left: left, generations_cap: cap } = result.ok ? result.data : {}
    setAllowance(typeof left === "number" && typeof cap === "number" ? { left, cap } : undefined)
  }

  // §4: create mode starts empty; edit mode loads the latest saved scope. Issue 37: the move from create to
  // edit after the first draft or save keeps the screen as it is (the URL follows the saved scope).
  const opened = useRef<{ readonly openedFor: string; readonly mode: string } | null>(null)
  useEffect(() => {
    const before = opened.current
    opened.current = { openedFor, mode }
    if (before && before.openedFor === openedFor && before.mode === "create" && mode === "edit" && current.current) return
    void refreshAllowance(openedFor)
    commit(undefined)
    setSetup({ procurement: "None", thirdParties: "None", answers: {} })
    clearMessages()
    if (mode === "edit" && openedFor.trim() !== "") void loadLatest()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedFor, mode])

  // Saves go through the shared autosave queue (one key: the scope): one write at a time, each sending the
  // newest state with the version it is based on; a 409 drops the save, says so and shows the stored scope.
  const sent = useRef<ScopeState | undefined>(undefined)
  const nameRef = useRef(projectName)
  nameRef.current = projectName
  const queue = useAutosave<ScopeSave, ApiResult<SaveScopeAnswer>>({
    debounceMs: 0,
    merge: (older, newer) => ({ kind: older.kind === "manual" ? "manual" : newer.kind, rollback: older.rollback ?? newer.rollback }),
    send: async (_key, _save, { keepalive }) => {
      const state = current.current
      sent.current = state
      if (!state) return { ok: true, status: 204, data: {} }
      return saveScope(saveBody(nameRef.current, state), keepalive)
    },
    onSaved: (_key, save, result) => {
      const state = sent.current
      if (!state || !result.ok) return
      commit({ ...(current.current ?? state), version: result.data.version ?? state.version, savedAt: result.data.saved_at ?? state.savedAt })
      const time = clockTime(result.data.saved_at)
      showNotice(save.kind === "manual" ? savedAt(time) : autoSavedAt(time), save.kind === "manual" ? SAVED_NOTICE_MS : AUTO_SAVED_NOTICE_MS)
    },
    onConflict: async (_key, result) => {
      if (result.ok) return
      // Changed elsewhere: say so and show the stored scope; the local change is not written.
      setError(failureText(result, SAVE_FAILED))
      const stored = record(result.body).current
      if (stored) adopt(stored)
      else await loadLatest(true)
    },
    onError: (key, result) => {
      const save = queue.pendingPatch(key)
      // the next change sends the whole scope again: nothing waits to be retried
      queue.discard(key)
      if (result.ok) return
      if (save?.rollback && planLimitOf(result, SAVE_FAILED)) commit({ ...save.rollback, version: current.current?.version ?? save.rollback.version })
      fail(result, save?.kind === "manual" ? SAVE_FAILED : AUTO_SAVE_FAILED)
    }
  })

  /** Saves the newest state after any save already running; `rollback` is restored if the plan refuses it. */
  const queueSave = (kind: "auto" | "manual", rollback?: ScopeState): Promise<void> =>
    queue.edit(SCOPE_KEY, rollback ? { kind, rollback } : { kind }, "now")

  /** An item change: snapshot, show, auto-save (rolled back when the plan refuses it). */
  const changeItems = (section: ScopeSectionKey, items: ReadonlyArray<ScopeItem>, label: string): Promise<void> => {
    const before = current.current
    if (!before) return Promise.resolve()
    clearMessages()
    commit(changeSection(before, section, items, label, new Date().toISOString()))
    return queueSave("auto", before)
  }

  const restore = (next: ScopeState | undefined): Promise<void> => {
    const before = current.current
    if (!next || !before) return Promise.resolve()
    clearMessages()
    commit(next)
    return queueSave("auto", before)
  }

  const withBusy = async (next: BusyAction, task: () => Promise<void>) => {
    clearMessages()
    setBusy(next)
    action.current = next
    try {
      await task()
    } finally {
      action.current = null
      setBusy(null)
      if (usesGeneration(next)) void refreshAllowance()
    }
  }

  const generate = () =>
    withBusy("generate", async () => {
      if (projectName.trim() === "") return setError(FILL_SETUP_FIRST)
      const result = await generateScope({
        project_name: projectName,
        delivery_approach: "Waterfall",
        procurement: setup.procurement,
        third_parties: setup.thirdParties,
        clarification_answers: Object.fromEntries(Object.entries(setup.answers).filter(([, v]) => v.trim() !== ""))
      })
      if (!result.ok) return fail(result, FAILED_TO_GENERATE_SCOPE)
      if (!adopt(result.data)) setError(FAILED_TO_GENERATE_SCOPE)
    })

  const save = () => withBusy("save", () => queueSave("manual"))

  const setNarrative = (text: string) => current.current && commit({ ...current.current, inScope: text })

  const improveInScope = (note: string) =>
    withBusy("narrative", async () => {
      const state = current.current
      if (projectName.trim() === "") return setError(ENTER_PROJECT_NAME_FIRST)
      if (!state || state.inScope.trim() === "") return
      await queue.settled()
      const result = await improveNarrative(projectName, state.inScope, note)
      if (!result.ok) return fail(result, FAILED_TO_IMPROVE_IN_SCOPE)
      const text = result.data.in_scope ?? result.data.narrative
      if (text) setNarrative(text)
      // §4: the server stores it; reload after 300 ms for the new version (the unsaved background stays).
      await new Promise((done) => setTimeout(done, NARRATIVE_RELOAD_DELAY_MS))
      const latest = await getLatestScope(projectName)
      if (latest.ok) adopt(latest.data, true)
    })

  const addWithAi = (section: ScopeSectionKey, note: string) =>
    withBusy(`add:${section}`, async () => {
      const state = current.current
      if (projectName.trim() === "") return setError(ENTER_PROJECT_NAME_FIRST)
      if (!state) return
      const items = state.sections[section]
      const result = await improveScopeSection({ project_name: projectName, section, mode: "add", user_note: note, target_title: "", items })
      if (!result.ok) return fail(result, addOnlyFailed(result.status))
      const fresh = newScopeItems(items, result.data.items)
      if (fresh.length === 0) return
      await changeItems(section, [...items, ...fresh], "Add with AI")
    })

  const expandWithAi = (section: ScopeSectionKey, index: number) =>
    withBusy(`expand:${section}:${index}`, async () => {
      const state = current.current
      if (projectName.trim() === "") return setError(ENTER_PROJECT_NAME_FIRST)
      const target = state?.sections[section][index]
      if (!state || !target) return
      const items = state.sections[section]
      const result = await improveScopeSection({ project_name: projectName, section, mode: "expand", user_note: "", target_title: target.title, items })
      if (!result.ok) return fail(result, expandOneFailed(result.status))
      await changeItems(section, expandItem(items, index, result.data), "Expand with AI")
    })

  const moreKpis = (index: number) =>
    withBusy(`kpis:${index}`, async () => {
      const goal = current.current?.sections.goals[index]
      if (!goal) return
      const result = await generateKpis(projectName, goal.title, goal.rationale, goal.kpis ?? [])
      if (!result.ok) return fail(result, FAILED_TO_GENERATE_MORE_KPIS)
      const goals = current.current?.sections.goals ?? []
      const merged = addKpis(goals, index, result.data.kpis)
      if (merged.added === 0) return setInfo(result.data.message ?? noAdditionalKpis(goal.title))
      await changeItems("goals", merged.items, "More KPIs")
    })

  const setBackgroundText = (text: string) =>
    current.current && commit({ ...current.current, background: { ...current.current.background, text } })

  const generateBackground = (note: string) =>
    withBusy("background", async () => {
      const state = current.current
      if (projectName.trim() === "") return setError(ENTER_PROJECT_NAME_FIRST)
      if (!state) return
      const result = await generateScopeBackground({
        project_name: projectName,
        setup: state.setup,
        in_scope: state.inScope,
        scope_titles: scopeTitles(state.sections),
        scope_detail: state.detail,
        clarification_answers: state.clarification,
        user_note: note
      })
      if (!result.ok) return fail(result, BACKGROUND_GENERATION_FAILED)
      setBackgroundText(result.data.background ?? "")
    })

  /** Background & Drivers is saved only here (§4); a background saved elsewhere since answers 409. */
  const saveBackground = (text?: string) =>
    withBusy("background", async () => {
      const state = current.current
      if (!state) return
      const background = text ?? state.background.text
      const result: ApiResult<{ readonly saved_at?: string }> = await saveScopeBackground(projectName, background, state.background.savedAt)
      if (!result.ok) {
        fail(result, SAVE_BACKGROUND_FAILED)
        const stored = record(record(result.body).current)
        if (result.status === STALE && current.current)
          commit({ ...current.current, background: backgroundFrom(stored) })
        return
      }
      const at = result.data.saved_at ?? new Date().toISOString()
      if (current.current) commit({ ...current.current, background: { text: background, savedAt: at, savedText: background } })
      showNotice(savedAt(clockTime(at)), SAVED_NOTICE_MS)
    })

  const clearBackground = () => saveBackground("")

  return {
    scope, setup, setSetup, busy, error, upgrade, upgradeAt, allowance, info, notice, projectId,
    generate, save, loadLatest: () => withBusy("load", () => loadLatest()),
    setNarrative, improveInScope,
    autoSave: () => queueSave("auto"),
    changeItems,
    undo: (section: ScopeSectionKey) => restore(current.current && undoSection(current.current, section)),
    revert: (section: ScopeSectionKey, index: number) => restore(current.current && revertSection(current.current, section, index)),
    addWithAi, expandWithAi, moreKpis,
    setBackgroundText, generateBackground, saveBackground, clearBackground,
    reportError: (message: string | null) => {
      clearMessages()
      setError(message)
    }
  }
}

const backgroundFrom = (stored: Record<string, unknown>): ScopeState["background"] => {
  const text = typeof stored.background === "string" ? stored.background : ""
  return { text, savedText: text, savedAt: typeof stored.saved_at === "string" ? stored.saved_at : null }
}

const serverMessage = (body: unknown): string | undefined => {
  const message = record(body).message
  return typeof message === "string" && message !== "" ? message : undefined
}

export type ScopeBuilder = ReturnType<typeof useScopeBuilder>
