import type { ButtonHTMLAttributes } from "react"
import { Link, type LinkProps } from "react-router"

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost"

const classes = (variant: ButtonVariant, size: "md" | "sm", block: boolean, extra?: string): string =>
  ["ui-btn", `ui-btn-${variant}`, size === "sm" ? "ui-btn-sm" : "", block ? "ui-btn-block" : "", extra ?? ""]
    .filter(Boolean)
    .join(" ")

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant
  readonly size?: "md" | "sm"
  readonly block?: boolean
}

export const Button = ({ variant = "primary", size = "md", block = false, className, type, ...rest }: ButtonProps) => (
  <button type={type ?? "button"} className={classes(variant, size, block, className)} {...rest} />
)

export interface ButtonLinkProps extends LinkProps {
  readonly variant?: ButtonVariant
  readonly size?: "md" | "sm"
  readonly block?: boolean
}

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = ({ variant = "primary", size = "md", block = false, className, ...rest }: ButtonLinkProps) => (
  <Link className={classes(variant, size, block, className)} {...rest} />
)
