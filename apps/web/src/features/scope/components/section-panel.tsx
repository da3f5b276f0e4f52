import { useState, type FormEvent } from "react"
import type { History } from "@initpack/core/rules/scope/undo-history"
import { Button } from "../../../components/ui/button"
import { Input } from "../../../components/ui/input"
import { Table, type Column } from "../../../components/ui/table"
import { useScrollToFocus } from "../../../lib/focus-param"
import { addItem, deleteItem, deleteKpi, editItem, SECTION_LABELS, type ScopeItem, type ScopeSectionKey } from "../lib/scope-model"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import type { Allowance } from "../lib/use-scope-builder"
import { GenerationAllowance } from "./generation-allowance"
import { GoalKpis } from "./goal-kpis"
import { InlinePlanLimit } from "./inline-plan-limit"
import { SectionHistory } from "./section-history"

export interface SectionPanelProps {
  readonly section: ScopeSectionKey
  readonly items: ReadonlyArray<ScopeItem>
  readonly history: History<ScopeItem>
  readonly busy: string | null
  readonly onChange: (items: ReadonlyArray<ScopeItem>, label: string) => void
  readonly onUndo: () => void
  readonly onRevert: (index: number) => void
  readonly onAddWithAi: (note: string) => void
  readonly onExpand: (index: number) => void
  readonly onMoreKpis: (index: number) => void
  /** Issue 37: the generations left (goals only) and a plan limit shown beside the button pressed. */
  readonly allowance?: Allowance | undefined
  readonly upgrade?: UpgradeMessage | null
  readonly upgradeAt?: string | null
  /** The row a Health check link points at (?focus=goal-<n>, issue 34): scrolled into view and highlighted. */
  readonly focusIndex?: number | undefined
}

interface Row {
  readonly index: number
  readonly item: ScopeItem
}

/** One section tab: undo/revert and AI add, the items table with in-place editing, and the manual add form. */
export const SectionPanel = ({ section, items, history, busy, onChange, onUndo, onRevert, onAddWithAi, onExpand, onMoreKpis, allowance, upgrade = null, upgradeAt = null, focusIndex }: SectionPanelProps) => {
  const label = SECTION_LABELS[section]
  const focusKey = focusIndex !== undefined && focusIndex < items.length ? `${section}-${focusIndex}` : undefined
  useScrollToFocus(focusKey, (key) => `tr[data-scope-row="${CSS.escape(key)}"]`)
  const [editing, setEditing] = useState<number | null>(null)
  const [draft, setDraft] = useState({ title: "", rationale: "" })
  const [editError, setEditError] = useState<string | undefined>(undefined)
  const [title, setTitle] = useState("")
  const [rationale, setRationale] = useState("")
  const [addError, setAddError] = useState<string | undefined>(undefined)
  const [note, setNote] = useState("")
  const locked = busy !== null
  const isGoals = section === "goals"

  const startEdit = (row: Row) => {
    setEditing(row.index)
    setEditError(undefined)
    setDraft({ title: row.item.title, rationale: row.item.rationale })
  }

  const saveEdit = (index: number) => {
    const checked = editItem(items, index, draft.title, draft.rationale)
    if (!checked.ok) return setEditError(checked.error)
    setEditing(null)
    onChange(checked.value, "Edit item")
  }

  const onAdd = (event: FormEvent) => {
    event.preventDefault()
    const checked = addItem(items, section, title, rationale)
    if (!checked.ok) return setAddError(checked.error)
    setAddError(undefined)
    setTitle("")
    setRationale("")
    onChange(checked.value, "Add item")
  }

  const columns: Array<Column<Row>> = [
    {
      key: "title",
      header: "Title",
      cell: (row) =>
        editing === row.index ? (
          <div className="ui-field">
            <input
              className="ui-input"
              aria-label="Edit title"
              aria-invalid={editError ? true : undefined}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === "Enter") saveEdit(row.index)
                if (event.key === "Escape") setEditing(null)
              }}
            />
            {editError ? (
              <span className="ui-field-error" role="alert">
                {editError}
              </span>
            ) : null}
          </div>
        ) : (
          <strong className="scope-item-title">{row.item.title}</strong>
        )
    },
    {
      key: "rationale",
      header: "Rationale",
      cell: (row) =>
        editing === row.index ? (
          <textarea className="ui-textarea scope-edit-rationale" aria-label="Edit rationale" rows={3} value={draft.rationale} onChange={(event) => setDraft({ ...draft, rationale: event.target.value })} />
        ) : (
          <span className="scope-item-rationale">{row.item.rationale || <span className="muted">—</span>}</span>
        )
    },
    ...(isGoals
      ? [
          {
            key: "kpis",
            header: "KPIs",
            cell: (row: Row) => (
              <div className="scope-kpi-cell">
                <GoalKpis
                  goal={row.item.title}
                  kpis={row.item.kpis ?? []}
                  disabled={locked}
                  onDelete={(kpi) => onChange(deleteKpi(items, row.index, kpi), "Delete KPI")}
                  items={items}
                  goalIndex={row.index}
                  onEdit={(next) => onChange(next, "Edit KPI")}
                />
                {/* WCAG 2.5.3: the spoken name starts with the visible label */}
                <Button variant="ghost" size="sm" aria-label={`+ More KPIs for ${row.item.title}`} disabled={locked} onClick={() => onMoreKpis(row.index)}>
                  {busy === `kpis:${row.index}` ? "Generating…" : "+ More KPIs"}
                </Button>
                <InlinePlanLimit upgrade={upgrade} at={upgradeAt} here={(at) => at === `kpis:${row.index}`} />
              </div>
            )
          }
        ]
      : []),
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      cell: (row) =>
        editing === row.index ? (
          <div className="scope-actions">
            <Button size="sm" onClick={() => saveEdit(row.index)}>
              Save item
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="scope-actions">
            <Button size="sm" variant="secondary" aria-label={`Edit ${row.item.title}`} disabled={locked} onClick={() => startEdit(row)}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Expand ${row.item.title} with AI`} disabled={locked} onClick={() => onExpand(row.index)}>
              {busy === `expand:${section}:${row.index}` ? "Expanding…" : "Expand (AI)"}
            </Button>
            <InlinePlanLimit upgrade={upgrade} at={upgradeAt} here={(at) => at === `expand:${section}:${row.index}`} />
            <Button
              size="sm"
              variant="ghost"
              className="scope-delete"
              aria-label={`Delete ${row.item.title}`}
              disabled={locked}
              onClick={() => {
                setEditing(null)
                onChange(deleteItem(items, row.index), "Delete item")
              }}
            >
              Delete
            </Button>
          </div>
        )
    }
  ]

  return (
    <div className="stack scope-section">
      <div className="scope-toolbar">
        <SectionHistory section={section} label={label} history={history} disabled={locked} onUndo={onUndo} onRevert={onRevert} />
        <div className="scope-ai-add">
          <label className="sr-only" htmlFor={`scope-note-${section}`}>
            Note for AI (optional)
          </label>
          <input
            id={`scope-note-${section}`}
            className="ui-input"
            placeholder="Note for AI (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button variant="secondary" size="sm" disabled={locked} onClick={() => onAddWithAi(note)}>
            Add more with AI
          </Button>
        </div>
        <GenerationAllowance allowance={allowance} id={`scope-allowance-${section}`} />
        <InlinePlanLimit upgrade={upgrade} at={upgradeAt} here={(at) => at === `add:${section}`} />
      </div>
      <Table
        caption={`${label} items`}
        columns={columns}
        rows={items.map((item, index) => ({ index, item }))}
        rowKey={(row) => `${row.index}`}
        rowAttributes={(row) => ({ "data-scope-row": `${section}-${row.index}`, className: `${section}-${row.index}` === focusKey ? "scope-row-focus" : undefined })}
        empty={`No ${label.toLowerCase()} yet. Add 4-6 rows, by hand or with AI.`}
      />
      <form className="scope-add" onSubmit={onAdd} aria-label={`Add to ${label}`}>
        <Input id={`scope-add-title-${section}`} label="Title" value={title} error={addError} onChange={(event) => setTitle(event.target.value)} />
        <Input id={`scope-add-rationale-${section}`} label="Rationale (optional)" value={rationale} onChange={(event) => setRationale(event.target.value)} />
        <Button type="submit" disabled={locked}>
          Add item
        </Button>
      </form>
    </div>
  )
}
