import type { InputHTMLAttributes, Ref } from "react"
import { Field } from "./field"

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly id: string
  readonly label: string
  readonly hint?: string
  readonly error?: string | undefined
  readonly ref?: Ref<HTMLInputElement>
}

export const Input = ({ id, label, hint, error, className, ...rest }: InputProps) => (
  <Field id={id} label={label} hint={hint} error={error}>
    <input
      id={id}
      className={["ui-input", className ?? ""].join(" ").trim()}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      {...rest}
    />
  </Field>
)
