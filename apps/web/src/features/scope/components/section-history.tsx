import { useState } from "react"
import type { History } from "@initpack/core/rules/scope/undo-history"
import { Button } from "../../../components/ui/button"
import type { ScopeItem } from "../lib/scope-model"

export interface SectionHistoryProps {
  readonly section: string
  readonly label: string
  readonly history: History<ScopeItem>
  readonly disabled: boolean
  readonly onUndo: () => void
  readonly onRevert: (index: number) => void
}

const when = (ts: string | number): string => {
  const date = new Date(ts)
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString(undefined, { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit", second: "2-digit" })
}

/** Undo (latest snapshot) and Revert (a chosen snapshot, later ones dropped) for one section (§4). */
export const SectionHistory = ({ section, label, history, disabled, onUndo, onRevert }: SectionHistoryProps) => {
  const [chosen, setChosen] = useState("")
  const id = `scope-revert-${section}`
  const valid = chosen !== "" && Number(chosen) < history.length
  return (
    <div className="scope-history">
      <Button variant="secondary" size="sm" onClick={onUndo} disabled={disabled || history.length === 0}>
        Undo
      </Button>
      <label className="sr-only" htmlFor={id}>
        Revert {label} to snapshot
      </label>
      <select id={id} className="ui-select scope-history-select" value={valid ? chosen : ""} onChange={(event) => setChosen(event.target.value)} disabled={disabled || history.length === 0}>
        <option value="">{history.length === 0 ? "No snapshots yet" : `Snapshots (${history.length})`}</option>
        {history
          .map((entry, index) => ({ entry, index }))
          .reverse()
          .map(({ entry, index }) => (
            <option key={index} value={String(index)}>
              {`${when(entry.ts)} · ${entry.label || "Change"} · ${entry.items.length} item${entry.items.length === 1 ? "" : "s"}`}
            </option>
          ))}
      </select>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || !valid}
        onClick={() => {
          onRevert(Number(chosen))
          setChosen("")
        }}
      >
        Revert
      </Button>
    </div>
  )
}
