import { useEffect, useState } from "react"
import type { ApiResult } from "../../../lib/api-client"
import { getAgileBacklog } from "../api/get-agile-backlog"
import { getAgileBudgetSnapshot } from "../api/get-agile-budget-snapshot"
import { getAgileComms } from "../api/get-agile-comms"
import { getAgileSchedule } from "../api/get-agile-schedule"
import { getAgileScope } from "../api/get-agile-scope"
import { getBudgetSnapshot } from "../api/get-budget-snapshot"
import { getLatestComms } from "../api/get-latest-comms"
import { getLatestScope } from "../api/get-latest-scope"
import { getWbs } from "../api/get-wbs"
import { listRisks } from "../api/list-risks"
import { listStakeholders } from "../api/list-stakeholders"
import { AGILE_READINESS_MODULES, READINESS_MODULES, readinessRow, type ModuleAnswer, type ModuleKey, type ReadinessRow } from "../lib/readiness"
import type { ReportsMode } from "../lib/reports-mode"
import { isProjectKnown, type ReportProject } from "../lib/report-query"

type Loader = (project: ReportProject) => Promise<ApiResult<unknown>>

const LOADERS: Readonly<Record<ReportsMode, Partial<Record<ModuleKey, Loader>>>> = {
  waterfall: { scope: getLatestScope, stakeholders: listStakeholders, risks: listRisks, wbs: getWbs, budget: getBudgetSnapshot, comms: getLatestComms },
  agile: {
    agile_scope: getAgileScope,
    backlog: getAgileBacklog,
    risks: listRisks,
    schedule: getAgileSchedule,
    budget: getAgileBudgetSnapshot,
    stakeholders: listStakeholders,
    comms: getAgileComms
  }
}
const MODULES: Readonly<Record<ReportsMode, typeof READINESS_MODULES>> = { waterfall: READINESS_MODULES, agile: AGILE_READINESS_MODULES }

const toAnswer = (result: ApiResult<unknown>): ModuleAnswer =>
  result.ok ? { ok: true, data: result.data } : { ok: false, status: result.status, message: result.message }

/** The readiness rows, each filled in as its module answers (all asked at once); `enabled` false asks nothing. */
export const useReadiness = (project: ReportProject, mode: ReportsMode = "waterfall", enabled = true): ReadonlyArray<ReadinessRow> => {
  const modules = MODULES[mode]
  const [answers, setAnswers] = useState<Partial<Record<ModuleKey, ModuleAnswer>>>({})
  const { projectId, projectName } = project
  useEffect(() => {
    const ref = { projectId, projectName }
    setAnswers({})
    if (!isProjectKnown(ref) || !enabled) return
    let live = true
    for (const { key } of modules) {
      const load = LOADERS[mode][key]
      if (!load) continue
      void load(ref).then((result) => {
        if (live) setAnswers((current) => ({ ...current, [key]: toAnswer(result) }))
      })
    }
    return () => {
      live = false
    }
  }, [projectId, projectName, mode, enabled, modules])
  return modules.map(({ key }) => readinessRow(key, answers[key], { projectId, projectName }, modules))
}
