import type { SelectHTMLAttributes } from "react"
import { Field } from "./field"

export interface SelectOption {
  readonly value: string
  readonly label: string
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  readonly id: string
  readonly label: string
  readonly options: ReadonlyArray<SelectOption>
  /** Shown first with an empty value, e.g. "Choose your role". */
  readonly placeholder?: string
  readonly error?: string | undefined
}

export const Select = ({ id, label, options, placeholder, error, ...rest }: SelectProps) => (
  <Field id={id} label={label} error={error}>
    <select id={id} className="ui-select" aria-invalid={error ? true : undefined} {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </Field>
)
