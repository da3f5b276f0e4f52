import type { InputHTMLAttributes, ReactNode } from "react"

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  readonly id: string
  readonly label: ReactNode
}

export const Checkbox = ({ id, label, ...rest }: CheckboxProps) => (
  <div className="ui-checkbox">
    <input id={id} type="checkbox" {...rest} />
    <label htmlFor={id}>{label}</label>
  </div>
)
