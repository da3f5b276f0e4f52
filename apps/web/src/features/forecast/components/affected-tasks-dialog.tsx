import { useId, useMemo, useState } from "react"
import { Button } from "../../../components/ui/button"
import { Dialog } from "../../../components/ui/dialog"
import { Input } from "../../../components/ui/input"
import { filterTasks, type TaskChoice } from "../lib/task-filter"

interface Props {
  /** the risk being edited, null while closed */
  readonly risk: { readonly id: number; readonly title: string; readonly tasks: ReadonlyArray<number> } | null
  /** the plan's leaf tasks in plan order */
  readonly tasks: ReadonlyArray<TaskChoice>
  readonly onSave: (tasks: ReadonlyArray<number>) => void
  readonly onClose: () => void
}

const count = (n: number) => n.toLocaleString("en-AU")

/**
 * Which tasks a risk can delay (issue 23): the leaf tasks as ticks with a filter, none ticked meaning the
 * whole plan. Esc or Cancel closes without saving.
 */
export const AffectedTasksDialog = ({ risk, tasks, onSave, onClose }: Props) => {
  const baseId = useId()
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const [filter, setFilter] = useState("")
  // reset while rendering the opening, so the first key typed lands on the new risk's list
  const [shownFor, setShownFor] = useState<number | null>(null)
  const openId = risk?.id ?? null
  if (openId !== shownFor) {
    setShownFor(openId)
    if (risk) {
      setTicked(new Set(risk.tasks))
      setFilter("")
    }
  }
  // a task ticked already but not a leaf of the list (e.g. since made a summary row) stays listed, so it can be unticked
  const choices = useMemo(() => {
    const known = new Set(tasks.map((t) => t.id))
    const extra = (risk?.tasks ?? []).filter((id) => !known.has(id)).map((id) => ({ id, task: `Task #${id}` }))
    return [...tasks, ...extra]
  }, [tasks, risk])
  const { shown, matching } = useMemo(() => filterTasks(choices, filter), [choices, filter])
  const hidden = matching - shown.length

  const toggle = (id: number, on: boolean) =>
    setTicked((all) => {
      const next = new Set(all)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const save = () => onSave(choices.filter((t) => ticked.has(t.id)).map((t) => t.id))

  return (
    <Dialog open={risk !== null} title={risk ? `Affected tasks of ${risk.title}` : "Affected tasks"} confirmLabel="Save" onConfirm={save} onClose={onClose}>
      <div className="forecast-tasks-dialog">
        <p className="muted forecast-tasks-lead">Tick the tasks this risk would delay. With none ticked it can hit the whole plan.</p>
        <Input
          id={`${baseId}-filter`}
          label="Filter tasks"
          autoComplete="off"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={(e) => {
            // Enter in the filter must not save the dialog half-done
            if (e.key === "Enter") e.preventDefault()
          }}
        />
        <div className="forecast-tasks-summary">
          <p aria-live="polite" className="forecast-tasks-selected" data-testid="affected-tasks-selected">
            {ticked.size === 0 ? "Whole plan (no task ticked)" : `${count(ticked.size)} ${ticked.size === 1 ? "task" : "tasks"} ticked`}
          </p>
          <Button variant="secondary" size="sm" disabled={ticked.size === 0} onClick={() => setTicked(new Set())}>
            Whole plan
          </Button>
        </div>
        <fieldset className="forecast-tasks-list">
          <legend className="sr-only">Tasks</legend>
          {shown.length === 0 ? (
            <p className="muted">{choices.length === 0 ? "No leaf tasks yet." : "No task matches the filter."}</p>
          ) : (
            <ul>
              {shown.map((t) => {
                const id = `${baseId}-t${t.id}`
                return (
                  <li key={t.id}>
                    <input id={id} type="checkbox" checked={ticked.has(t.id)} onChange={(e) => toggle(t.id, e.target.checked)} />
                    <label htmlFor={id}>{t.task}</label>
                  </li>
                )
              })}
            </ul>
          )}
        </fieldset>
        {hidden > 0 ? (
          <p className="muted forecast-tasks-hidden" data-testid="affected-tasks-hidden">
            Showing {count(shown.length)} of {count(matching)} matching tasks: {count(hidden)} hidden. Type in the filter to narrow the list.
          </p>
        ) : null}
      </div>
    </Dialog>
  )
}
