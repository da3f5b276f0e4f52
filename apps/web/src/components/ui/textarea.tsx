import type { TextareaHTMLAttributes } from "react"
import { Field } from "./field"

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  readonly id: string
  readonly label: string
  readonly error?: string | undefined
}

export const Textarea = ({ id, label, error, ...rest }: TextareaProps) => (
  <Field id={id} label={label} error={error}>
    <textarea id={id} className="ui-textarea" aria-invalid={error ? true : undefined} {...rest} />
  </Field>
)
