import { useCallback, useEffect, useMemo, useState } from "react"
import { useSearchParams } from "react-router"
import { Alert } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { Dialog } from "../../../components/ui/dialog"
import { WBS_CONTEXT_HINT, WBS_INITIATION_BANNER, WBS_KEYS_HINT } from "../data/wbs-texts"
import { PLAN_START_FIRST_YEAR, PLAN_START_LAST_YEAR, planStartProblem } from "@initpack/core/rules/planning/dates/plan-start-check"
import { localTodayIso } from "../lib/duration"
import type { useWbs } from "../lib/use-wbs"
import type { WbsRow } from "../lib/wbs-row"
import { WbsTaskTable } from "./wbs-task-table"
import type { WbsMode } from "../lib/wbs-mode"
import { useNetworkPlan } from "../lib/use-network-plan"
import type { RowLink } from "../lib/row-links"
import { CriticalPathLegend } from "./critical-path-legend"
import { PlanExchange } from "./plan-exchange"

export interface WbsBreakdownProps {
  readonly projectName: string
  readonly wbs: ReturnType<typeof useWbs>
  /** agile: the Agile Schedule's toolbar (agile.md §2), no Project Context. */
  readonly mode?: WbsMode
}

/** The Breakdown tab (waterfall.md §2): context, generate, dates, export and the task table. */
export const WbsBreakdown = ({ projectName, wbs, mode = "waterfall" }: WbsBreakdownProps) => {
  const agile = mode === "agile"
  // ?focus=<row id>: a Health check finding's row (issue 34)
  const [params] = useSearchParams()
  const highlightKey = params.get("focus")?.trim() || undefined
  const [context, setContext] = useState("")
  const [start, setStart] = useState(() => localTodayIso())
  // issue 37: a start date the plan cannot take (a year like 275760) is refused with the reason, not dropped
  const [startProblem, setStartProblem] = useState<string | undefined>(undefined)
  const [expandCommand, setExpandCommand] = useState<{ readonly collapse: boolean; readonly seq: number } | undefined>(undefined)
  // agile: the base start comes from the saved plan once it is known
  const savedStart = wbs.plan?.base_start ?? null
  useEffect(() => {
    if (agile && savedStart) setStart(savedStart)
  }, [agile, savedStart])
  const expandAll = (collapse: boolean) => setExpandCommand((c) => ({ collapse, seq: (c?.seq ?? 0) + 1 }))
  const [confirm, setConfirm] = useState<WbsRow | null>(null)
  const canGenerate = projectName.trim() !== "" && context.trim() !== "" && wbs.busy === null && startProblem === undefined
  const baseStart = start || localTodayIso()

  const loadScope = async () => {
    const text = await wbs.loadScope()
    if (text !== null) setContext(text)
  }

  // a row with sub-rows is confirmed first: deleting it removes them too
  const { remove } = wbs
  const onDelete = useCallback((row: WbsRow) => (row.has_children ? setConfirm(row) : remove(row.id)), [remove])
  const { clearFocus } = wbs
  const onFocused = useCallback(() => clearFocus(), [clearFocus])
  // task links (issue 22): Predecessors text, float and critical rows derived by core's network engine
  const network = useNetworkPlan(wbs.rows)
  const { editFields, flushFields } = wbs
  const links = useMemo(
    () => ({ check: network.check, onLinks: (id: number, next: ReadonlyArray<RowLink>) => editFields(id, { links: next }), onCommit: flushFields }),
    [network.check, editFields, flushFields]
  )

  return (
    <div className="stack">
      {agile ? null : (
      <section className="ui-card wbs-context">
        <div className="ui-field">
          <label className="ui-label wbs-context-label" htmlFor="wbs-context">
            Project Context
          </label>
          <textarea
            id="wbs-context"
            className="ui-textarea"
            rows={5}
            value={context}
            placeholder="What the project delivers, its main stages, constraints and deadlines…"
            aria-describedby="wbs-context-hint"
            onChange={(event) => setContext(event.target.value)}
          />
          <span className="ui-hint" id="wbs-context-hint">
            {WBS_CONTEXT_HINT}
          </span>
        </div>
        <div className="row wbs-context-actions">
          <Button variant="secondary" onClick={() => void loadScope()} disabled={wbs.busy !== null}>
            {wbs.busy === "scope" ? "Loading…" : "Load from Scope"}
          </Button>
          <Button onClick={() => void wbs.generate(context, baseStart)} disabled={!canGenerate}>
            {wbs.busy === "generate" ? "Generating…" : "Generate & Save (AI)"}
          </Button>
        </div>
      </section>
      )}

      <Alert tone="info">{WBS_INITIATION_BANNER}</Alert>

      <section className="stack wbs-tasks" aria-labelledby="wbs-tasks-title">
        <div className="wbs-toolbar">
          <div className="wbs-toolbar-title">
            <h2 id="wbs-tasks-title">{agile ? "Schedule" : "Tasks"}</h2>
            <span className="wbs-status" role="status" aria-live="polite" data-testid="wbs-status">
              {wbs.status ?? ""}
            </span>
          </div>
          <div className="wbs-toolbar-controls">
            <div className="ui-field wbs-start">
              <label className="ui-label" htmlFor="wbs-start">
                {agile ? "Base start" : "Start date"}
              </label>
              <input
                id="wbs-start"
                type="date"
                className="ui-input"
                min={`${PLAN_START_FIRST_YEAR}-01-01`}
                max={`${PLAN_START_LAST_YEAR}-12-31`}
                value={start}
                aria-invalid={startProblem ? true : undefined}
                aria-describedby={startProblem ? "wbs-start-error" : undefined}
                onChange={(event) => {
                  setStart(event.target.value)
                  setStartProblem(planStartProblem(event.target.value, event.target.validity.badInput))
                }}
              />
              {startProblem ? (
                <span className="ui-field-error" id="wbs-start-error" role="alert">
                  {startProblem}
                </span>
              ) : null}
            </div>
            {agile ? (
              <>
                <Button onClick={() => void wbs.generate("", baseStart)} disabled={wbs.busy !== null || projectName.trim() === "" || startProblem !== undefined}>
                  {wbs.busy === "generate" ? "Generating…" : wbs.rows.length > 0 ? "Regenerate Plan" : "Generate Plan"}
                </Button>
                <Button variant="secondary" onClick={() => void wbs.recalc(baseStart)} disabled={wbs.busy !== null || wbs.rows.length === 0 || startProblem !== undefined}>
                  {wbs.busy === "recalc" ? "Recalculating…" : "Recalculate Schedule"}
                </Button>
                <Button variant="secondary" onClick={() => void wbs.suggestResources()} disabled={wbs.busy !== null || wbs.rows.length === 0}>
                  {wbs.busy === "resources" ? "Suggesting…" : "Auto-fill Resources"}
                </Button>
                <Button variant="secondary" onClick={() => expandAll(false)} disabled={wbs.rows.length === 0}>
                  Expand all
                </Button>
                <Button variant="secondary" onClick={() => expandAll(true)} disabled={wbs.rows.length === 0}>
                  Collapse all
                </Button>
                <Button variant="secondary" onClick={() => void wbs.exportCsv()} disabled={wbs.busy !== null}>
                  {wbs.busy === "export" ? "Exporting…" : "Export Tasks CSV"}
                </Button>
                <PlanExchange projectRef={wbs.projectRef} rowCount={wbs.rows.length} onImported={wbs.reload} mode="agile" />
              </>
            ) : (
              <>
            <Button variant="secondary" onClick={() => void wbs.recalc(baseStart)} disabled={wbs.busy !== null || wbs.rows.length === 0 || startProblem !== undefined}>
              {wbs.busy === "recalc" ? "Recalculating…" : "Recalculate dates"}
            </Button>
            <Button variant="secondary" onClick={() => void wbs.exportCsv()} disabled={wbs.busy !== null}>
              {wbs.busy === "export" ? "Exporting…" : "Export CSV"}
            </Button>
            <PlanExchange projectRef={wbs.projectRef} rowCount={wbs.rows.length} onImported={wbs.reload} beforeImport={wbs.saveAll} />
              </>
            )}
          </div>
        </div>
        {!wbs.loaded ? (
          <Spinner label="Loading WBS…" />
        ) : (
          <>
            {wbs.rows.length > 0 ? <CriticalPathLegend linked={network.linked} /> : null}
            <WbsTaskTable
              rows={network.rows}
              links={links}
              generation={wbs.generation}
              focusId={wbs.focusId}
              onFocused={onFocused}
              onAddFirst={wbs.addTopLevel}
              onEdit={wbs.editFields}
              onFlush={wbs.flushFields}
              onAddSibling={wbs.addSibling}
              onAddChild={wbs.addChild}
              onIndent={wbs.indent}
              onOutdent={wbs.outdent}
              onDelete={onDelete}
              onPaste={wbs.paste}
              mode={mode}
              expandCommand={expandCommand}
              highlightKey={highlightKey}
            />
            {wbs.rows.length > 0 ? <p className="ui-hint">{WBS_KEYS_HINT}</p> : null}
          </>
        )}
      </section>

      <Dialog
        open={confirm !== null}
        title="Delete this task and its sub-tasks?"
        confirmLabel="Delete"
        danger
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) void wbs.remove(confirm.id)
          setConfirm(null)
        }}
      >
        <p>
          {confirm ? `${confirm.wbs} ${confirm.task}` : ""} has sub-tasks; they are deleted with it.
        </p>
      </Dialog>
    </div>
  )
}
