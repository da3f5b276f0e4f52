import type { ReactNode } from "react"
import { Input } from "../../../components/ui/input"

interface Props {
  /** "Project Manager" or "Scrum Master". */
  readonly role: string
  /** Field id stem: "pm" or "sm" (radios budget-{id}-mode, percent {id}-percent). */
  readonly id: string
  readonly mode: "full_time" | "partial"
  readonly percent: string
  readonly percentLabel: string
  readonly error: string | undefined
  readonly onMode: (mode: "full_time" | "partial") => void
  readonly onPercent: (percent: string) => void
  /** Fields shown beside the percent (the waterfall PM's hours and days). */
  readonly children?: ReactNode
}

/** A role's allocation: full or part time, the percent 0-100 shown only when part time (waterfall.md §2, agile.md §2, §5). */
export const RoleAllocation = ({ role, id, mode, percent, percentLabel, error, onMode, onPercent, children }: Props) => (
  <fieldset className="budget-fieldset">
    <legend>{role} allocation</legend>
    <div className="ui-radio-group" role="radiogroup" aria-label={`${role} time`}>
      <label className="ui-radio">
        <input type="radio" name={`budget-${id}-mode`} checked={mode === "full_time"} onChange={() => onMode("full_time")} /> Full time
      </label>
      <label className="ui-radio">
        <input type="radio" name={`budget-${id}-mode`} checked={mode === "partial"} onChange={() => onMode("partial")} /> Part time
      </label>
    </div>
    {mode === "partial" || children ? (
      <div className="budget-grid">
        {mode === "partial" ? (
          <Input
            id={`${id}-percent`}
            label={percentLabel}
            type="number"
            min={0}
            max={100}
            step="1"
            value={percent}
            error={error}
            onChange={(e) => onPercent(e.target.value)}
          />
        ) : null}
        {children}
      </div>
    ) : null}
  </fieldset>
)
