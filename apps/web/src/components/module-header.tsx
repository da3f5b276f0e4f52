import type { ReactNode } from "react"
import { Button, ButtonLink } from "./ui/button"

export interface ModuleHeaderProps {
  readonly eyebrow: ReactNode
  readonly title: ReactNode
  /** The standard line "Project: <strong>name</strong>". */
  readonly project?: string
  /** A line of its own instead of the standard project line. */
  readonly projectLine?: ReactNode
  readonly projectLineTestId?: string
  /** A path renders a link; a function renders a button that runs it (see lib/workspace-path). */
  readonly back: string | (() => void)
  readonly backLabel?: string
  /** Shown before the back control, e.g. a save status. */
  readonly side?: ReactNode
}

/** The header of a module page: eyebrow, h1, project line and "Back to Project Workspace". */
export const ModuleHeader = ({ eyebrow, title, project, projectLine, projectLineTestId, back, backLabel = "← Back to Project Workspace", side }: ModuleHeaderProps) => {
  const line = projectLine ?? (project !== undefined ? <>Project: <strong>{project}</strong></> : null)
  const control =
    typeof back === "string" ? (
      <ButtonLink to={back} variant="secondary">
        {backLabel}
      </ButtonLink>
    ) : (
      <Button variant="secondary" onClick={back}>
        {backLabel}
      </Button>
    )
  return (
    <header className="module-header">
      <div>
        <p className="module-header-eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {line !== null ? (
          <p className="muted module-header-project" data-testid={projectLineTestId}>
            {line}
          </p>
        ) : null}
      </div>
      {side !== undefined ? (
        <div className="module-header-side">
          {side}
          {control}
        </div>
      ) : (
        control
      )}
    </header>
  )
}
