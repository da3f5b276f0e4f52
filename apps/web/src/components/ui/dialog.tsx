import { useEffect, useId, useRef, type ReactNode } from "react"
import { Button } from "./button"

export interface DialogProps {
  readonly open: boolean
  readonly title: string
  readonly children?: ReactNode
  readonly confirmLabel?: string
  readonly cancelLabel?: string
  readonly danger?: boolean
  readonly onConfirm: () => void
  readonly onClose: () => void
}

/** A modal confirmation built on <dialog>: focus is trapped by the browser and Esc closes it. */
export const Dialog = ({ open, title, children, confirmLabel = "OK", cancelLabel = "Cancel", danger, onConfirm, onClose }: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className="ui-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="ui-dialog-body">
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="ui-dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  )
}
