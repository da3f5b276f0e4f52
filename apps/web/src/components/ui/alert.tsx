import type { ReactNode } from "react"

export type AlertTone = "error" | "success" | "warning" | "info"

export interface AlertProps {
  readonly tone: AlertTone
  readonly title?: ReactNode
  readonly children?: ReactNode
}

export const Alert = ({ tone, title, children }: AlertProps) => (
  <div className={`ui-alert ui-alert-${tone}`} role={tone === "error" ? "alert" : "status"}>
    {title ? <strong className="ui-alert-title">{title}</strong> : null}
    {children}
  </div>
)

/** The red error line shown near the top of a screen; renders nothing without a message. */
export const ErrorBanner = ({ message }: { readonly message: string | null | undefined }) =>
  message ? <Alert tone="error">{message}</Alert> : null
