import { Alert } from "../../../components/ui/alert"
import type { ProjectRef } from "../api/project-ref"
import { useGenerateWarnings, type WarningScreen } from "../lib/brief-warnings-store"

/** Issue 19: the warning callouts of the last generate ("The drafted plan finishes on ..., after the deadline ..."). */
export const BriefWarnings = ({ screen, project }: { readonly screen: WarningScreen; readonly project: ProjectRef }) => {
  const list = useGenerateWarnings(screen, project)
  return list.length === 0 ? null : (
    <div className="stack" data-testid="generate-warnings">
      {list.map((w) => (
        <Alert key={w} tone="warning">
          {w}
        </Alert>
      ))}
    </div>
  )
}
