import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { FORECAST_ESTIMATE_ORDER } from "@initpack/core/messages/forecast"
import { EditableTable, type EditableTableHandle } from "../../../components/editable/editable-table"
import type { CellValue, EditableColumn } from "../../../components/editable/editable-column"
import { ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { failureText, type ApiResult } from "../../../lib/api-client"
import { SaveStatusText } from "../../../lib/autosave/save-status-text"
import { useAutosave } from "../../../lib/autosave/use-autosave"
import type { ForecastProjectRef } from "../api/forecast-api"
import { getEstimates, getRisks, putEstimates, putRisks, type EstimateItem, type EstimatePatch, type RiskItem, type RiskPatch } from "../api/forecast-inputs-api"
import { mergeInputPatch, patchItems } from "../lib/input-patches"
import { AffectedTasksDialog } from "./affected-tasks-dialog"

interface Props extends ForecastProjectRef {
  /** after a save: the panel runs the forecast again so the charts follow */
  readonly onSaved: () => void
}

type Patch = EstimatePatch | RiskPatch
type Answer = ApiResult<unknown>

const DEBOUNCE_MS = 700
const days = (draft: string) => (draft.trim() === "" || !Number.isFinite(Number(draft)) || Number(draft) < 0 ? "Enter 0 or more working days." : undefined)
const percent = (draft: string) => (draft.trim() === "" || !(Number(draft) >= 0 && Number(draft) <= 100) ? "Enter a probability from 0 to 100 %." : undefined)
const amount = (draft: string) => (draft.trim() === "" || !(Number(draft) >= 0) ? "Enter an amount of 0 or more." : undefined)
// the values are the drafter's (or the register's) as long as nobody edited the row
const proposedHint = (row: { edited: boolean }) => (!row.edited ? <span className="forecast-proposed" title="Proposed by the drafter: edit to make it yours">proposed</span> : null)

/**
 * "Edit estimates and risk impacts" under the Forecast panel (issue 23): the leaf tasks' optimistic and
 * pessimistic days and the open risks' probability, schedule and cost impacts, saved through the autosave
 * queue with the project's version; a 409 shows the server's message and reloads; a save re-runs the forecast.
 * A risk's affected tasks are picked in a dialog; an edited row has Reset (back to the drafter's values).
 */
export const ForecastInputs = ({ projectName, projectId, onSaved }: Props) => {
  const ref = useMemo(() => ({ projectName, projectId }), [projectName, projectId])
  const [estimates, setEstimates] = useState<ReadonlyArray<EstimateItem>>([])
  const [risks, setRisks] = useState<ReadonlyArray<RiskItem>>([])
  const [currency, setCurrency] = useState("AUD")
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [rowErrors, setRowErrors] = useState<Readonly<Record<number, string>>>({})
  const [generation, setGeneration] = useState(0)
  const versions = useRef({ estimates: 0, risks: 0 })
  // the drafts of O and P not yet saved, so the O <= M <= P check sees both
  const drafts = useRef(new Map<number, EstimatePatch>())
  const [editingTasks, setEditingTasks] = useState<RiskItem | null>(null)
  // a reset row is drawn anew (its cells may hold drafts never sent, e.g. out of order) and its first field
  // gets the focus its vanished Reset button had
  const [resets, setResets] = useState<Readonly<Record<string, number>>>({})
  const refocus = useRef<string | null>(null)
  const estimatesTable = useRef<EditableTableHandle>(null)
  const risksTable = useRef<EditableTableHandle>(null)
  const rowKeyOf = (key: string) => `${key.slice(2)}.${resets[key] ?? 0}`

  const reload = useCallback(async () => {
    const [e, r] = await Promise.all([getEstimates(ref), getRisks(ref)])
    if (e.ok) {
      versions.current.estimates = e.data.version
      setEstimates(e.data.items)
    }
    if (r.ok) {
      versions.current.risks = r.data.version
      setRisks(r.data.items)
      if (r.data.currency) setCurrency(r.data.currency)
    }
    if (!e.ok || !r.ok) setError(failureText(!e.ok ? e : (r as Extract<typeof r, { ok: false }>), "The forecast's inputs could not be read."))
    setLoaded(true)
  }, [ref])

  const queue = useAutosave<Patch, Answer>({
    debounceMs: DEBOUNCE_MS,
    merge: mergeInputPatch,
    send: (key, patch, { keepalive }) => {
      const id = Number(key.slice(2))
      return key.startsWith("e:")
        ? putEstimates(ref, patchItems(id, patch as EstimatePatch), versions.current.estimates, keepalive)
        : putRisks(ref, patchItems(id, patch as RiskPatch), versions.current.risks, keepalive)
    },
    onSaved: (key, patch, answer) => {
      if (!answer.ok) return
      if (patch.reset) {
        refocus.current = key
        setResets((all) => ({ ...all, [key]: (all[key] ?? 0) + 1 }))
      }
      const data = answer.data as { version: number; items: ReadonlyArray<EstimateItem> | ReadonlyArray<RiskItem> }
      if (key.startsWith("e:")) {
        versions.current.estimates = data.version
        drafts.current.delete(Number(key.slice(2)))
        setEstimates(data.items as ReadonlyArray<EstimateItem>)
      } else {
        versions.current.risks = data.version
        setRisks(data.items as ReadonlyArray<RiskItem>)
      }
      setError(null)
      onSaved()
    },
    onConflict: async (_key, answer) => {
      drafts.current.clear()
      setRowErrors({})
      setError(answer.ok ? null : failureText(answer, "Changed elsewhere: reloaded."))
      await reload()
      setGeneration((g) => g + 1)
    },
    onError: (_key, answer) => setError(answer.ok ? null : failureText(answer, "Not saved."))
  })

  const changeEstimate = (row: EstimateItem, field: string, value: CellValue) => {
    const draft = { ...drafts.current.get(row.id), [field]: Number(value) }
    drafts.current.set(row.id, draft)
    const o = draft.optimistic ?? row.optimistic
    const p = draft.pessimistic ?? row.pessimistic
    const key = `e:${row.id}`
    if (!(o >= 0 && o <= row.most_likely && row.most_likely <= p)) {
      // nothing is sent while the row is out of order
      queue.discard(key)
      setRowErrors((all) => ({ ...all, [row.id]: FORECAST_ESTIMATE_ORDER }))
      return
    }
    clearRowError(row.id)
    void queue.edit(key, { optimistic: o, pessimistic: p })
  }
  const clearRowError = (id: number) =>
    setRowErrors((all) => {
      if (!(id in all)) return all
      const { [id]: _gone, ...rest } = all
      return rest
    })
  // back to the drafter's values: what the row still waits to send is dropped, the reset goes at once
  const resetEstimate = (row: EstimateItem) => {
    const key = `e:${row.id}`
    drafts.current.delete(row.id)
    clearRowError(row.id)
    queue.discard(key)
    void queue.edit(key, { reset: true }, "now")
  }
  const resetRisk = (row: RiskItem) => {
    const key = `r:${row.id}`
    queue.discard(key)
    void queue.edit(key, { reset: true }, "now")
  }
  const saveTasks = (row: RiskItem, tasks: ReadonlyArray<number>) => {
    setEditingTasks(null)
    const key = `r:${row.id}`
    void queue.edit(key, { tasks })
    void queue.flush(key)
  }
  const changeRisk = (row: RiskItem, field: string, value: CellValue) => {
    const n = Number(value)
    void queue.edit(`r:${row.id}`, field === "probability" ? { probability: n / 100 } : { [field]: n })
  }

  const taskNames = useMemo(() => new Map(estimates.map((e) => [e.id, e.task])), [estimates])
  const estimateColumns = useMemo<ReadonlyArray<EditableColumn<EstimateItem>>>(
    () => [
      { key: "task", header: "Task", kind: "static", rowHeader: true, dataLabel: "Task", render: (r) => <>{r.task} {proposedHint(r)}</> },
      { key: "optimistic", header: "Optimistic (days)", kind: "number", min: 0, step: "0.5", dataLabel: "Optimistic", value: (r) => r.optimistic, validate: days, label: (r) => `Optimistic days for ${r.task}` },
      { key: "most_likely", header: "Most likely (days)", kind: "static", dataLabel: "Most likely", render: (r) => <span title="The task's duration (edited on the schedule)">{r.most_likely}</span> },
      { key: "pessimistic", header: "Pessimistic (days)", kind: "number", min: 0, step: "0.5", dataLabel: "Pessimistic", value: (r) => r.pessimistic, validate: days, label: (r) => `Pessimistic days for ${r.task}` }
    ],
    []
  )
  const riskColumns = useMemo<ReadonlyArray<EditableColumn<RiskItem>>>(
    () => [
      { key: "title", header: "Risk", kind: "static", rowHeader: true, dataLabel: "Risk", render: (r) => <>{r.title} {proposedHint(r)}</> },
      { key: "probability", header: "Probability (%)", kind: "number", min: 0, step: "1", dataLabel: "Probability", value: (r) => Math.round(r.probability * 1000) / 10, validate: percent, label: (r) => `Probability (%) of ${r.title}` },
      { key: "schedule_days", header: "Schedule impact (days)", kind: "number", min: 0, step: "0.5", dataLabel: "Schedule impact", value: (r) => r.schedule_days, validate: days, label: (r) => `Schedule impact days of ${r.title}` },
      {
        key: "tasks",
        header: "Affected tasks",
        kind: "static",
        dataLabel: "Affected tasks",
        className: "forecast-tasks-cell",
        render: (r) => (
          <div className="forecast-tasks-edit">
            <span className="forecast-tasks-names">{r.tasks.length === 0 ? <span className="muted">Whole plan</span> : r.tasks.map((t) => taskNames.get(t) ?? `Task #${t}`).join(", ")}</span>
            <Button variant="secondary" size="sm" aria-label={`Edit affected tasks of ${r.title}`} aria-haspopup="dialog" onClick={() => setEditingTasks(r)}>
              Edit
            </Button>
          </div>
        )
      },
      { key: "cost_impact", header: `Cost impact (${currency})`, kind: "number", min: 0, step: "100", dataLabel: "Cost impact", value: (r) => r.cost_impact, validate: amount, label: (r) => `Cost impact (${currency}) of ${r.title}` }
    ],
    [taskNames, currency]
  )

  useEffect(() => {
    const key = refocus.current
    if (key === null) return
    refocus.current = null
    if (document.activeElement && document.activeElement !== document.body) return
    if (key.startsWith("e:")) estimatesTable.current?.focusCell(rowKeyOf(key), "optimistic")
    else risksTable.current?.focusCell(rowKeyOf(key), "probability")
  })

  const taskChoices = useMemo(() => estimates.map((e) => ({ id: e.id, task: e.task })), [estimates])
  const anyEstimateEdited = estimates.some((e) => e.edited)
  const anyRiskEdited = risks.some((r) => r.edited)
  const resetButton = (label: string, onClick: () => void) => (
    <Button variant="secondary" size="sm" className="forecast-reset" aria-label={`Reset ${label} to the proposed values`} onClick={onClick}>
      Reset
    </Button>
  )

  return (
    <details
      className="forecast-inputs"
      data-testid="forecast-inputs"
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open && !loaded) void reload()
      }}
    >
      <summary>Edit estimates and risk impacts</summary>
      <div className="forecast-inputs-status">
        <SaveStatusText queue={queue} />
      </div>
      <ErrorBanner message={error ?? undefined} />
      {!loaded ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <h3 className="forecast-subtitle">Task estimates (working days)</h3>
          <EditableTable
            caption="Three-point estimates of the leaf tasks"
            regionLabel="Task estimates"
            rows={estimates}
            rowKey={(r) => rowKeyOf(`e:${r.id}`)}
            rowLabel={(r) => r.task}
            handle={estimatesTable}
            columns={estimateColumns}
            generation={generation}
            onChange={changeEstimate}
            onCommit={(r) => void queue.flush(`e:${r.id}`)}
            // the last column shows only while a row is out of order (its message) or edited (Reset)
            {...(Object.keys(rowErrors).length === 0 && !anyEstimateEdited
              ? {}
              : {
                  actionsClassName: "forecast-row-actions",
                  actions: (r: EstimateItem) => (
                    <>
                      {r.edited ? resetButton(`the estimates of ${r.task}`, () => resetEstimate(r)) : null}
                      {rowErrors[r.id] ? (
                        <span className="editable-error" role="alert" data-testid="estimate-order-error">
                          {rowErrors[r.id]}
                        </span>
                      ) : null}
                    </>
                  )
                })}
            empty="No leaf tasks yet: build the WBS (or the schedule) first."
            scrollFrame
          />
          <h3 className="forecast-subtitle">Risk impacts</h3>
          <EditableTable
            caption="Open risks as forecast events"
            regionLabel="Risk impacts"
            rows={risks}
            rowKey={(r) => rowKeyOf(`r:${r.id}`)}
            rowLabel={(r) => r.title}
            handle={risksTable}
            columns={riskColumns}
            generation={generation}
            onChange={changeRisk}
            onCommit={(r) => void queue.flush(`r:${r.id}`)}
            {...(anyRiskEdited ? { actionsClassName: "forecast-row-actions", actions: (r: RiskItem) => (r.edited ? resetButton(`the impacts of ${r.title}`, () => resetRisk(r)) : null) } : {})}
            empty="No open risks in the register."
            scrollFrame
          />
          <AffectedTasksDialog
            risk={editingTasks}
            tasks={taskChoices}
            onSave={(tasks) => editingTasks && saveTasks(editingTasks, tasks)}
            onClose={() => setEditingTasks(null)}
          />
        </>
      )}
    </details>
  )
}
