import type { ReactNode } from "react"

export interface FieldProps {
  readonly id: string
  readonly label: ReactNode
  readonly hint?: ReactNode
  readonly error?: string | undefined
  /** A plain warning beside the control (the value is accepted but probably not meant). */
  readonly warning?: string | undefined
  readonly children: ReactNode
}

/** Label, control, hint and error in one column; the control must carry the same id. */
export const Field = ({ id, label, hint, error, warning, children }: FieldProps) => (
  <div className="ui-field">
    <label className="ui-label" htmlFor={id}>
      {label}
    </label>
    {children}
    {hint ? (
      <span className="ui-hint" id={`${id}-hint`}>
        {hint}
      </span>
    ) : null}
    {warning && !error ? (
      <span className="ui-field-warning" id={`${id}-warning`} role="status">
        {warning}
      </span>
    ) : null}
    {error ? (
      <span className="ui-field-error" id={`${id}-error`} role="alert">
        {error}
      </span>
    ) : null}
  </div>
)
