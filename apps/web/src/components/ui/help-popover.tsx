import { useEffect, useId, useRef, useState, type ReactNode } from "react"

export interface HelpPopoverProps {
  readonly label: string
  readonly children: ReactNode
}

/** platform.md §2.14: an info button opens a 28rem dialog that closes on Esc or a second click. */
export const HelpPopover = ({ label, children }: HelpPopoverProps) => {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open])
  return (
    <span className="ui-help">
      <button
        ref={buttonRef}
        type="button"
        className="ui-help-button"
        aria-label={`Help: ${label}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        i
      </button>
      {open ? (
        <div className="ui-help-panel" role="dialog" id={panelId} aria-label={label}>
          {children}
        </div>
      ) : null}
    </span>
  )
}
