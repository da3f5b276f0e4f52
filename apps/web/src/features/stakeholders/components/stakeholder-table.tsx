import { useCallback, useMemo } from "react"
import { stakeholderQuadrant } from "@initpack/core/document/stakeholder-quadrant"
import { EditableTable } from "../../../components/editable/editable-table"
import type { CellValue, EditableColumn } from "../../../components/editable/editable-column"
import type { AutosaveQueue } from "../../../lib/autosave/autosave-queue"
import type { ApiResult } from "../../../lib/api-client"
import { SaveStatusText } from "../../../lib/autosave/save-status-text"
import { Button } from "../../../components/ui/button"
import { COLUMN_HINTS, EMPTY_REGISTER } from "../data/stakeholder-texts"
import { ATTITUDE_OPTIONS, BOARD_ROLE_OPTIONS, INT_EXT_OPTIONS, SCORE_OPTIONS } from "../lib/options"
import type { StakeholderPatch, StakeholderRow } from "../lib/stakeholder-row"
import type { RowSuggestion } from "../lib/suggestions"
import { rowLabelOf } from "../lib/use-stakeholders"
import { SuggestionCell } from "./suggestion-cell"

const Hint = ({ text }: { readonly text: string }) => <span className="sh-col-hint">{text}</span>

const RACI = [
  { key: "R", word: "Responsible" },
  { key: "A", word: "Accountable" },
  { key: "C", word: "Consulted" },
  { key: "I", word: "Informed" }
] as const

const baseColumns: ReadonlyArray<EditableColumn<StakeholderRow>> = [
  { key: "name", header: <>Name <Hint text={COLUMN_HINTS.name} /></>, kind: "text", value: (r) => r.name, label: (_r, l) => `Name of ${l}`, className: "sh-col-name" },
  { key: "role", header: <>Position/Title <Hint text={COLUMN_HINTS.role} /></>, kind: "text", value: (r) => r.role, label: (_r, l) => `Position/Title of ${l}`, className: "sh-col-role" },
  { key: "internal_external", header: <>Int/Ext <Hint text={COLUMN_HINTS.internal_external} /></>, kind: "select", options: INT_EXT_OPTIONS, value: (r) => r.internal_external, label: (_r, l) => `Int/Ext of ${l}`, className: "sh-col-select" },
  { key: "org", header: <>Dept/Org <Hint text={COLUMN_HINTS.org} /></>, kind: "text", value: (r) => r.org, label: (_r, l) => `Dept/Org of ${l}`, className: "sh-col-org" },
  { key: "influence", header: "Influence", kind: "select", options: SCORE_OPTIONS, value: (r) => String(r.influence), parse: Number, label: (_r, l) => `Influence of ${l}`, className: "sh-col-score" },
  { key: "interest", header: "Interest", kind: "select", options: SCORE_OPTIONS, value: (r) => String(r.interest), parse: Number, label: (_r, l) => `Interest of ${l}`, className: "sh-col-score" },
  {
    key: "quadrant",
    header: "Engagement",
    kind: "static",
    render: (r) => <span className="sh-quadrant" data-quadrant={stakeholderQuadrant(r.influence, r.interest)}>{stakeholderQuadrant(r.influence, r.interest)}</span>,
    className: "sh-col-quadrant"
  },
  { key: "attitude", header: "Attitude", kind: "select", options: ATTITUDE_OPTIONS, value: (r) => r.attitude, label: (_r, l) => `Attitude of ${l}`, className: "sh-col-select" },
  { key: "on_board", header: "On board", kind: "checkbox", value: (r) => String(r.on_board), label: (_r, l) => `${l} is on the board`, className: "sh-col-check" },
  { key: "board_role", header: "Board role", kind: "select", options: BOARD_ROLE_OPTIONS, value: (r) => r.board_role, label: (_r, l) => `Board role of ${l}`, className: "sh-col-board" }
]

const raciColumns: ReadonlyArray<EditableColumn<StakeholderRow>> = RACI.map(({ key, word }) => ({
  key,
  header: <abbr title={word}>{key}</abbr>,
  kind: "checkbox" as const,
  value: (r: StakeholderRow) => String(r[key]),
  label: (_r: StakeholderRow, l: string) => `${word}: ${l}`,
  className: "sh-col-check sh-col-raci"
}))

const tailColumns: ReadonlyArray<EditableColumn<StakeholderRow>> = [
  { key: "responsibilities", header: "Responsibilities", kind: "textarea", value: (r) => r.responsibilities, label: (_r, l) => `Responsibilities of ${l} (one a line)`, className: "sh-col-long" },
  { key: "strategy", header: "Strategy", kind: "textarea", value: (r) => r.strategy, label: (_r, l) => `Strategy for ${l}`, className: "sh-col-long" }
]

export interface StakeholderTableProps {
  readonly rows: ReadonlyArray<StakeholderRow>
  readonly showRaci: boolean
  /** The AI's suggestions by row key: a Suggested column beside the name while any wait (issue 37). */
  readonly suggestions: ReadonlyMap<string, RowSuggestion>
  readonly onAcceptSuggestion: (row: StakeholderRow) => void
  readonly onDismissSuggestion: (row: StakeholderRow) => void
  readonly generation: number
  readonly queue: AutosaveQueue<StakeholderPatch, ApiResult<unknown>>
  readonly onChange: (row: StakeholderRow, field: string, value: CellValue) => void
  readonly onCommit: (row: StakeholderRow) => void
  readonly onDelete: (row: StakeholderRow) => void
}

/** The register: every §3 field editable in place, RACI columns optional, save status and Delete per row. */
export const StakeholderTable = (props: StakeholderTableProps) => {
  const { rows, showRaci, suggestions, onAcceptSuggestion, onDismissSuggestion, generation, queue, onChange, onCommit, onDelete } = props
  const columns = useMemo(() => {
    const suggested: ReadonlyArray<EditableColumn<StakeholderRow>> =
      suggestions.size === 0
        ? []
        : [
            {
              key: "suggestion",
              header: "Suggested",
              kind: "static",
              render: (r) => <SuggestionCell row={r} suggestion={suggestions.get(r.key)} onAccept={onAcceptSuggestion} onDismiss={onDismissSuggestion} />,
              className: "sh-col-suggestion"
            }
          ]
    const [name, ...rest] = baseColumns
    return [...(name ? [name] : []), ...suggested, ...rest, ...(showRaci ? raciColumns : []), ...tailColumns]
  }, [showRaci, suggestions, onAcceptSuggestion, onDismissSuggestion])
  const actions = useCallback(
    (row: StakeholderRow) => (
      <div className="sh-row-actions">
        <SaveStatusText queue={queue} statusKey={row.key} />
        <Button variant="ghost" size="sm" className="sh-delete" aria-label={`Delete ${rowLabelOf(row)}`} onClick={() => onDelete(row)}>
          Delete
        </Button>
      </div>
    ),
    [queue, onDelete]
  )
  return (
    <EditableTable
      caption="Stakeholder register"
      className="sh-table"
      rows={rows}
      rowKey={(r) => r.key}
      rowLabel={rowLabelOf}
      columns={columns}
      onChange={onChange}
      onCommit={(row) => onCommit(row)}
      actions={actions}
      actionsHeader="Save status"
      empty={EMPTY_REGISTER}
      generation={generation}
    />
  )
}
