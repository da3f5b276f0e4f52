import type { InputHTMLAttributes, Ref } from "react"
import { Field } from "./field"

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly id: string
  readonly label: string
  readonly hint?: string
  readonly error?: string | undefined
  readonly warning?: string | undefined
  readonly ref?: Ref<HTMLInputElement>
}

export const Input = ({ id, label, hint, error, warning, className, ...rest }: InputProps) => (
  <Field id={id} label={label} hint={hint} error={error} warning={warning}>
    <input
      id={id}
      className={["ui-input", className ?? ""].join(" ").trim()}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : [warning ? `${id}-warning` : "", hint ? `${id}-hint` : ""].join(" ").trim() || undefined}
      {...rest}
    />
  </Field>
)
