import { useMemo } from "react"
import { useSearchParams } from "react-router"
import { ErrorBanner } from "../../../components/ui/alert"
import { Tabs } from "../../../components/ui/tabs"
import { useDocumentTitle } from "../../../lib/use-document-title"
import type { ProjectRef } from "../api/project-ref"
import { useWbs } from "../lib/use-wbs"
import { BriefWarnings } from "./brief-warnings"
import { ExecutionSummaryPanel } from "./execution-summary-panel"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { WbsBreakdown } from "./wbs-breakdown"
import { ForecastPanel } from "../../forecast/components/forecast-panel"
import type { WbsMode } from "../lib/wbs-mode"
import { ModuleHeader } from "../../../components/module-header"
import { workspacePath } from "../../../lib/workspace-path"
import "../wbs.css"

const TABS = { breakdown: "Breakdown", summary: "Execution Summary (AI)" } as const
type TabId = keyof typeof TABS

/** WBS Builder (/app/wbs?project&project_id): Breakdown and Execution Summary (AI) tabs (waterfall.md §2). */
export const WbsPage = ({ mode = "waterfall" }: { readonly mode?: WbsMode } = {}) => {
  const agile = mode === "agile"
  const [params, setParams] = useSearchParams()
  const projectName = params.get("project") ?? params.get("project_name") ?? ""
  const rawId = params.get("projectId") ?? params.get("project_id") ?? ""
  const projectId = /^\d+$/.test(rawId) ? Number(rawId) : undefined
  const ref: ProjectRef = projectId !== undefined ? { project_id: projectId, project_name: projectName } : { project_name: projectName }
  const tab: TabId = params.get("tab") === "summary" ? "summary" : "breakdown"
  const wbs = useWbs(ref, mode)
  // issue 37: the forecast follows the plan (rows, durations, dates, links)
  const planKey = useMemo(
    () => wbs.rows.map((r) => `${r.id}:${r.duration_days}:${r.start_date ?? ""}:${r.end_date ?? ""}:${r.links ?? ""}`).join("|"),
    [wbs.rows]
  )
  const title = projectName || (projectId !== undefined ? `#${projectId}` : "")
  const screen = agile ? "Agile Schedule" : "WBS Builder"
  useDocumentTitle(title ? `${screen} · ${title}` : screen)

  const back = workspacePath(projectId, { project: projectName })
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id === "summary") next.set("tab", "summary")
        else next.delete("tab")
        return next
      },
      { replace: true }
    )

  return (
    <div className="stack wbs-page">
      <ModuleHeader
        eyebrow={agile ? "Agile · Schedule" : "Waterfall · Planning"}
        title={
          <>
            {screen}
            {title ? <span className="wbs-title-project"> · {title}</span> : null}
          </>
        }
        projectLine={
          agile ? (
            <>
              Plan: <strong>{wbs.plan?.title || "not generated yet"}</strong>
            </>
          ) : undefined
        }
        projectLineTestId="schedule-plan-title"
        back={back}
      />
      {wbs.upgrade ? (
        <PlanLimitAlert upgrade={wbs.upgrade} />
      ) : agile ? (
        <>
          <ErrorBanner message={wbs.error} />
          <BriefWarnings screen="schedule" project={ref} />
          <WbsBreakdown projectName={projectName} wbs={wbs} mode="agile" />
        </>
      ) : (
        <>
          <ErrorBanner message={wbs.error} />
          <BriefWarnings screen="wbs" project={ref} />
          <Tabs
            label="WBS Builder"
            selected={tab}
            onSelect={select}
            items={[
              { id: "breakdown", label: TABS.breakdown, content: <WbsBreakdown projectName={projectName} wbs={wbs} /> },
              { id: "summary", label: TABS.summary, content: <ExecutionSummaryPanel project={ref} /> }
            ]}
          />
        </>
      )}
      {wbs.upgrade ? null : <ForecastPanel projectName={projectName} projectId={projectId} planKey={wbs.loaded ? planKey : undefined} />}
    </div>
  )
}

/** /app/agile/schedule?project= : the Agile Schedule, the WBS Builder in agile mode (agile.md §2). */
export const AgileSchedulePage = () => <WbsPage mode="agile" />
