import type { ClipboardEvent, KeyboardEvent, ReactNode } from "react"

export type CellValue = string | number | boolean
export type CellKind = "text" | "number" | "textarea" | "select" | "checkbox" | "static"

export interface CellOption {
  readonly value: string
  readonly label: string
}

/** One column of an EditableTable: which field of the row it edits and how. */
export interface EditableColumn<Row> {
  /** The field name handed to onChange. */
  readonly key: string
  readonly header: ReactNode
  readonly kind: CellKind
  /** The server's value of the cell (ignored by static cells). */
  readonly value?: (row: Row) => CellValue
  /** The accessible name of the control, e.g. "Name of Jane Doe" (default: header text + row label). */
  readonly label?: (row: Row, rowLabel: string) => string
  readonly options?: ReadonlyArray<CellOption>
  /** A static cell's content, or extra content after a control. */
  readonly render?: (row: Row) => ReactNode
  /** An error text for a draft, shown under the control and keeping the draft from being sent. */
  readonly validate?: (draft: string) => string | undefined
  /** Turns the draft text into the value sent (e.g. a number); default: text as typed, numbers parsed. */
  readonly parse?: (draft: string) => CellValue
  /** Handles a key first; return true when it did something (default Enter commits a text cell). */
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>, row: Row, commit: () => void) => boolean
  readonly className?: string
  readonly min?: number
  readonly step?: string
  /** Renders the cell as the row's header (`<th scope="row">`), e.g. a risk's title. */
  readonly rowHeader?: boolean
  /** A `data-label` on the cell (narrow layouts show it before the value). */
  readonly dataLabel?: string
  /** Wraps the cell's control, e.g. a tree toggle and indentation before a task name. */
  readonly cell?: (row: Row, control: ReactNode) => ReactNode
  /** The control's id (e.g. to focus it from the screen). */
  readonly inputId?: (row: Row) => string
  /** Extra classes of the control. */
  readonly inputClassName?: string
  /** Shows the draft as the control's tooltip (long texts in narrow cells). */
  readonly titled?: boolean
  /** Handles a paste first; return true when it did something (e.g. many lines become many rows). */
  readonly onPaste?: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>, row: Row) => boolean
}

export interface EditableHandlers<Row> {
  /** Every change of a draft (typing included); a screen queues it, debounced or held. */
  readonly onChange: (row: Row, field: string, value: CellValue) => void
  /** Blur, Enter, and at once after a select or checkbox change: send what the row waits to save. */
  readonly onCommit: (row: Row, field: string) => void
}
