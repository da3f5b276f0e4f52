import { memo, useCallback, useEffect, useMemo, useRef } from "react"
import { acceptanceLines, readPoints, readPriority, readStatus } from "@initpack/core/rules/planning/backlog/story-fields"
import { EditableTable, type EditableTableHandle } from "../../../components/editable/editable-table"
import type { CellOption, CellValue, EditableColumn } from "../../../components/editable/editable-column"
import { Button } from "../../../components/ui/button"
import { NO_STORIES_IN_FILTER, NO_STORIES_YET } from "../data/backlog-texts"
import type { StoryRow } from "../lib/backlog-rows"

export const POINTS_INVALID = "Points must be a number of at least 0, or empty."

const PRIORITY_OPTIONS: ReadonlyArray<CellOption> = [
  { value: "", label: "none" },
  { value: "1", label: "P1" },
  { value: "2", label: "P2" },
  { value: "3", label: "P3" }
]
const STATUS_OPTIONS: ReadonlyArray<CellOption> = [
  { value: "", label: "(blank)" },
  { value: "todo", label: "todo" },
  { value: "in_progress", label: "in_progress" },
  { value: "done", label: "done" }
]

const storyLabel = (row: StoryRow): string => `story ${row.order_index / 10}`

/** A cell's value as the story's field (agile.md §5). */
export const storyPatch = (field: string, value: CellValue): Partial<StoryRow> | undefined => {
  const v = String(value)
  switch (field) {
    case "epic":
      return { epicUid: v === "" ? null : v }
    case "acceptance":
      return { acceptance: acceptanceLines(v) }
    case "points": {
      const read = readPoints(v)
      return read.ok ? { points: read.points } : undefined
    }
    case "priority":
      return { priority: readPriority(v) }
    case "status":
      return { status: readStatus(v) }
    case "as_a":
    case "i_want":
    case "so_that":
      return { [field]: v }
    default:
      return undefined
  }
}

const storyColumns = (epicOptions: ReadonlyArray<CellOption>): ReadonlyArray<EditableColumn<StoryRow>> => [
  { key: "n", header: "#", kind: "static", render: (r) => r.order_index / 10, className: "bl-col-n" },
  { key: "epic", header: "Epic", kind: "select", options: epicOptions, value: (r) => r.epicUid ?? "", label: (_r, l) => `Epic of ${l}`, className: "bl-col-epic" },
  { key: "as_a", header: "As a", kind: "text", value: (r) => r.as_a, label: (_r, l) => `As a, ${l}`, className: "bl-col-as" },
  { key: "i_want", header: "I want", kind: "textarea", value: (r) => r.i_want, label: (_r, l) => `I want, ${l}`, className: "bl-col-want" },
  { key: "so_that", header: "So that", kind: "textarea", value: (r) => r.so_that, label: (_r, l) => `So that, ${l}`, className: "bl-col-want" },
  {
    key: "acceptance",
    header: "Acceptance",
    kind: "textarea",
    value: (r) => r.acceptance.join("\n"),
    label: (_r, l) => `Acceptance criteria of ${l}, one per line`,
    className: "bl-col-acceptance"
  },
  {
    key: "points",
    header: "Pts",
    kind: "number",
    value: (r) => (r.points === null ? "" : r.points),
    parse: (draft) => draft,
    validate: (draft) => (readPoints(draft).ok ? undefined : POINTS_INVALID),
    min: 0,
    step: "any",
    label: (_r, l) => `Points of ${l}`,
    className: "bl-col-pts"
  },
  { key: "priority", header: "Priority", kind: "select", options: PRIORITY_OPTIONS, value: (r) => String(r.priority ?? ""), label: (_r, l) => `Priority of ${l}`, className: "bl-col-select" },
  { key: "status", header: "Status", kind: "select", options: STATUS_OPTIONS, value: (r) => r.status, label: (_r, l) => `Status of ${l}`, className: "bl-col-select" }
]

export interface StoriesTableProps {
  readonly stories: ReadonlyArray<StoryRow>
  readonly filtered: boolean
  readonly epicOptions: ReadonlyArray<CellOption>
  readonly generation: number
  readonly onEdit: (uid: string, patch: Partial<StoryRow>) => void
  readonly onDelete: (uid: string) => void
  /** the row a Health check link points at (?focus=, issue 34): highlighted */
  readonly focusUid?: string | undefined
}

/** agile.md §2: #, Epic, As a, I want, So that, Acceptance, Pts, Priority, Status, Actions; rows are memoised, so typing renders one row. */
export const StoriesTable = memo(({ stories, filtered, epicOptions, generation, onEdit, onDelete, focusUid }: StoriesTableProps) => {
  const rowClassName = useCallback((r: StoryRow) => (r.uid === focusUid ? "bl-row-focus" : undefined), [focusUid])
  // the focused story's first cell, once it is loaded; once per id
  const table = useRef<EditableTableHandle>(null)
  const focused = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (focusUid === undefined || focused.current === focusUid) return
    const index = stories.findIndex((s) => s.uid === focusUid)
    if (index < 0) return
    let tries = 20
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = () => {
      if (document.querySelector(`tr[data-row-key="${CSS.escape(focusUid)}"]`)) {
        focused.current = focusUid
        table.current?.focusCell(focusUid, "as_a")
        return
      }
      // not drawn yet (a long table renders only the rows in view): bring its estimated place into view first
      const body = document.querySelector(".bl-stories tbody")
      if (body) window.scrollTo({ top: body.getBoundingClientRect().top + window.scrollY + index * STORY_ROW_PX - window.innerHeight / 2 })
      if (--tries > 0) timer = setTimeout(attempt, 100)
    }
    attempt()
    return () => clearTimeout(timer)
  }, [focusUid, stories])
  const columns = useMemo(() => storyColumns(epicOptions), [epicOptions])
  const onChange = useCallback(
    (row: StoryRow, field: string, value: CellValue) => {
      const patch = storyPatch(field, value)
      if (patch) onEdit(row.uid, patch)
    },
    [onEdit]
  )
  const actions = useCallback(
    (row: StoryRow) => (
      <Button variant="ghost" size="sm" className="bl-delete" aria-label={`Delete ${storyLabel(row)}`} onClick={() => onDelete(row.uid)}>
        Delete
      </Button>
    ),
    [onDelete]
  )
  return (
    <EditableTable
      caption="Stories"
      className="bl-table bl-stories"
      rows={stories}
      rowKey={rowKeyOf}
      rowClassName={rowClassName}
      rowLabel={storyLabel}
      columns={columns}
      onChange={onChange}
      onCommit={noop}
      actions={actions}
      actionsHeader="Actions"
      empty={filtered ? NO_STORIES_IN_FILTER : NO_STORIES_YET}
      generation={generation}
      regionLabel="Stories table"
      virtualizeAbove={STORIES_IN_FULL}
      estimatedRowHeight={STORY_ROW_PX}
      handle={table}
    />
  )
})

const rowKeyOf = (r: StoryRow) => r.uid
// a story row holds ten controls: past a few dozen rows only those in view are rendered, so a filter
// or a generate shows at once with 500 stories
const STORIES_IN_FULL = 40
const STORY_ROW_PX = 86
// agile.md §4: edits save 900 ms after a change, not on blur
const noop = () => undefined
