// State and calls of the Risk Register screen (waterfall.md §2, §5, §7, §8).
import { useCallback, useEffect, useRef, useState } from "react"
import {
  FAILED_TO_PREFILL_FROM_AGILE_SCOPE,
  FAILED_TO_ADD_MORE_RISKS,
  FAILED_TO_GENERATE_RISKS,
  FAILED_TO_PREFILL_FROM_SCOPE,
  RISK_DELETE_FAILED_RELOADING
} from "@initpack/core/messages/risk"
import { backendStatus } from "@initpack/core/messages/general"
import { riskCsvFileName } from "@initpack/core/rules/risk/risk-csv-file-name"
import { validateRiskGenerate } from "@initpack/core/rules/validation/risk"
import { addRisk, type NewRiskInput } from "../api/add-risk"
import { deleteRisk } from "../api/delete-risk"
import { draftRiskMitigation } from "../api/draft-risk-mitigation"
import { exportRisksCsv } from "../api/export-risks-csv"
import { generateMoreRisks } from "../api/generate-more-risks"
import { generateRisks } from "../api/generate-risks"
import { getLatestScope } from "../api/get-latest-scope"
import { listRisks } from "../api/list-risks"
import { updateRisk, type RiskFieldsPatch } from "../api/update-risk"
import { STALE_RELOADED } from "../data/risk-texts"
import { getAgileRiskPrefill } from "../api/get-agile-risk-prefill"
import { RISK_MODE_TEXTS, type RiskMode } from "../lib/risk-mode"
import type { RiskProjectRef } from "../lib/project-ref"
import { toRiskRows, type RiskRow } from "../lib/risk-row"
import { riskContextFromScope } from "../lib/scope-context"
import { screenError, type ScreenError } from "../lib/screen-error"
import { saveBlob } from "../../../lib/download"
import type { ApiResult } from "../../../lib/api-client"
import { useAutosave } from "../../../lib/autosave/use-autosave"

type Failure = { readonly status: number; readonly message: string; readonly body: unknown }

/** What is under way: one screen-level action, or a row's save / mitigation. */
export type Busy = null | "load" | "prefill" | "generate" | "more" | "add" | "export" | { readonly rowId: string }

const localDay = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`

export const useRiskRegister = (ref: RiskProjectRef, mode: RiskMode = "waterfall") => {
  const [risks, setRisksState] = useState<ReadonlyArray<RiskRow>>([])
  const risksRef = useRef<ReadonlyArray<RiskRow>>([])
  const setRisks = useCallback((next: ReadonlyArray<RiskRow> | ((rows: ReadonlyArray<RiskRow>) => ReadonlyArray<RiskRow>)) => {
    risksRef.current = typeof next === "function" ? next(risksRef.current) : next
    setRisksState(risksRef.current)
  }, [])
  const [context, setContext] = useState("")
  const [busy, setBusy] = useState<Busy>("load")
  const [error, setError] = useState<ScreenError | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [loaded, setLoaded] = useState(false)
  // agile mode on a plan without Agile: the plan-limit alert stays and the actions are off (agile.md §1)
  const [planBlocked, setPlanBlocked] = useState(false)
  const blocked = useRef(false)
  const contextTouched = useRef(false)
  const { projectName, projectId } = ref

  const report = (next: ScreenError | null, info: string | null = null) => {
    setError(next)
    setNotice(info)
  }

  /** Reloads the list; returns whether it worked. */
  const reload = useCallback(async (): Promise<boolean> => {
    const answer = await listRisks({ projectName, projectId })
    if (!answer.ok) {
      setError(screenError(answer, backendStatus(answer.status)))
      return false
    }
    setRisks(toRiskRows(answer.data))
    setLoaded(true)
    return true
  }, [projectName, projectId, setRisks])

  const prefill = useCallback(
    async (explicit: boolean) => {
      const texts = RISK_MODE_TEXTS[mode]
      let text: string
      if (mode === "agile") {
        // agile.md §7: the agile prefill call; a plan without Agile (402) is shown on arrival too (§1)
        const answer = await getAgileRiskPrefill({ projectName, projectId })
        if (!answer.ok) {
          if (explicit || answer.status === 402) report(screenError(answer, FAILED_TO_PREFILL_FROM_AGILE_SCOPE))
          if (answer.status === 402) {
            blocked.current = true
            setPlanBlocked(true)
          }
          return
        }
        text = typeof answer.data.suggested_input === "string" ? answer.data.suggested_input.trim() : ""
      } else {
        const answer = await getLatestScope({ projectName, projectId })
        if (!answer.ok) {
          if (explicit) report(screenError(answer, FAILED_TO_PREFILL_FROM_SCOPE))
          return
        }
        text = answer.data.found === false ? "" : riskContextFromScope(projectName, answer.data.scope)
      }
      if (!explicit) {
        // On arrival the scope only fills an empty, untouched context.
        if (text !== "" && !contextTouched.current) setContext(text)
        return
      }
      if (text === "") return report(null, texts.noScope)
      setContext(text)
      report(null, texts.fromScope)
    },
    [projectName, projectId, mode]
  )

  useEffect(() => {
    let live = true
    setBusy("load")
    // agile mode asks the plan first (the prefill), so a plan without Agile reads nothing else
    const load = mode === "agile" ? prefill(false).then(() => (blocked.current ? false : reload())) : Promise.all([reload(), prefill(false)])
    void load.finally(() => live && setBusy(null))
    return () => {
      live = false
    }
  }, [reload, prefill, mode])

  const run = async (what: Busy, work: () => Promise<void>) => {
    setBusy(what)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }

  const editContext = (text: string) => {
    contextTouched.current = true
    setContext(text)
  }

  const refreshFromScope = () => run("prefill", () => prefill(true))

  const generate = () =>
    run("generate", async () => {
      const valid = validateRiskGenerate({ project_name: projectName, context })
      if (valid._tag === "Left") return report({ message: valid.left.message })
      report(null)
      const answer = await generateRisks(ref, valid.right.context)
      if (!answer.ok) return report(screenError(answer, FAILED_TO_GENERATE_RISKS))
      setEditingId(null)
      if (await reload()) setNotice(`Generated a register of ${toRiskRows(answer.data).length || "new"} risks.`)
    })

  const generateMore = () =>
    run("more", async () => {
      const valid = validateRiskGenerate({ project_name: projectName, context })
      if (valid._tag === "Left") return report({ message: valid.left.message })
      report(null)
      const answer = await generateMoreRisks(ref, valid.right.context, risks.map((r) => r.title))
      if (!answer.ok) return report(screenError(answer, FAILED_TO_ADD_MORE_RISKS))
      const added = (answer.data as { added?: unknown }).added
      if (await reload()) setNotice(typeof added === "number" ? `Added ${added} more risks.` : "Added more risks.")
    })

  const add = async (risk: NewRiskInput): Promise<boolean> => {
    let ok = false
    await run("add", async () => {
      report(null)
      const answer = await addRisk(ref, risk)
      if (!answer.ok) return report(screenError(answer, backendStatus(answer.status)))
      ok = true
      if (await reload()) setNotice(`Added “${risk.title}”.`)
    })
    return ok
  }

  // 409: the row changed elsewhere; say so and reload, never overwrite (docs/api.md "Versions").
  const stale = async (answer: Failure) => {
    setEditingId(null)
    await reload()
    report(screenError(answer, backendStatus(answer.status)), STALE_RELOADED)
  }

  // Row edits go through the shared autosave queue: one write at a time, each with the row's newest
  // version; a 409 drops the edit and reloads (stale), other failures keep the edit panel open.
  const queue = useAutosave<RiskFieldsPatch, ApiResult<unknown>>({
    debounceMs: 0,
    send: (id, fields, { keepalive }) => {
      const row = risksRef.current.find((r) => r.id === id)
      return updateRisk(ref, id, fields, row?.version ?? null, keepalive)
    },
    onSaved: async (_id, fields) => {
      setEditingId(null)
      if (await reload()) setNotice(`Saved “${fields.title ?? ""}”.`)
    },
    onConflict: (_id, answer) => stale(answer as Failure),
    onError: (id, answer) => {
      // the panel still holds the draft: Save tries again, Cancel drops it
      queue.discard(id)
      report(screenError(answer as Failure, backendStatus(answer.status)))
    }
  })

  const save = (risk: RiskRow, fields: Required<RiskFieldsPatch>) =>
    run({ rowId: risk.id }, async () => {
      report(null)
      await queue.edit(risk.id, fields, "now")
    })

  const mitigate = (risk: RiskRow) =>
    run({ rowId: risk.id }, async () => {
      report(null)
      const answer = await draftRiskMitigation(ref, risk)
      if (!answer.ok && answer.status === 409) return stale(answer)
      if (!answer.ok) return report(screenError(answer, backendStatus(answer.status)))
      const mitigation = typeof answer.data.mitigation === "string" ? answer.data.mitigation : ""
      setRisks((rows) => rows.map((r) => (r.id === risk.id ? { ...r, mitigation } : r)))
      await reload()
    })

  const remove = (risk: RiskRow) =>
    run({ rowId: risk.id }, async () => {
      report(null)
      setRisks((rows) => rows.filter((r) => r.id !== risk.id))
      const answer = await deleteRisk(ref, risk.id, risk.version)
      if (!answer.ok && answer.status === 409) return stale(answer)
      if (!answer.ok) {
        report({ message: RISK_DELETE_FAILED_RELOADING })
        await reload()
        return
      }
      setNotice(`Deleted “${risk.title}”.`)
      await reload()
    })

  const exportCsv = () =>
    run("export", async () => {
      report(null)
      const answer = await exportRisksCsv(ref)
      if (!answer.ok) return report(screenError(answer, backendStatus(answer.status)))
      saveBlob(answer.blob, answer.fileName ?? riskCsvFileName(projectName, localDay(new Date())) ?? "risk_register.csv")
    })

  return {
    risks,
    loaded,
    planBlocked,
    context,
    busy,
    error,
    notice,
    editingId,
    setEditingId,
    editContext,
    refreshFromScope,
    generate,
    generateMore,
    add,
    save,
    mitigate,
    remove,
    exportCsv
  }
}
