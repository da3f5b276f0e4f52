import type { ReactNode } from "react"

export type BadgeTone = "success" | "warning" | "info" | "neutral"

export const Badge = ({ tone = "neutral", children }: { readonly tone?: BadgeTone; readonly children: ReactNode }) => (
  <span className={`ui-badge ui-badge-${tone}`}>{children}</span>
)
