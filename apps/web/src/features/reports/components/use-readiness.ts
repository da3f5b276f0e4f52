import { useEffect, useState } from "react"
import type { ApiResult } from "../../../lib/api-client"
import { getBudgetSnapshot } from "../api/get-budget-snapshot"
import { getLatestComms } from "../api/get-latest-comms"
import { getLatestScope } from "../api/get-latest-scope"
import { getWbs } from "../api/get-wbs"
import { listRisks } from "../api/list-risks"
import { listStakeholders } from "../api/list-stakeholders"
import { READINESS_MODULES, readinessRow, type ModuleAnswer, type ModuleKey, type ReadinessRow } from "../lib/readiness"
import { isProjectKnown, type ReportProject } from "../lib/report-query"

const LOADERS: Readonly<Record<ModuleKey, (project: ReportProject) => Promise<ApiResult<unknown>>>> = {
  scope: getLatestScope,
  stakeholders: listStakeholders,
  risks: listRisks,
  wbs: getWbs,
  budget: getBudgetSnapshot,
  comms: getLatestComms
}

const toAnswer = (result: ApiResult<unknown>): ModuleAnswer =>
  result.ok ? { ok: true, data: result.data } : { ok: false, status: result.status, message: result.message }

/** The readiness rows, each filled in as its module answers (all six asked at once). */
export const useReadiness = (project: ReportProject): ReadonlyArray<ReadinessRow> => {
  const [answers, setAnswers] = useState<Partial<Record<ModuleKey, ModuleAnswer>>>({})
  const { projectId, projectName } = project
  useEffect(() => {
    const ref = { projectId, projectName }
    setAnswers({})
    if (!isProjectKnown(ref)) return
    let live = true
    for (const { key } of READINESS_MODULES) {
      void LOADERS[key](ref).then((result) => {
        if (live) setAnswers((current) => ({ ...current, [key]: toAnswer(result) }))
      })
    }
    return () => {
      live = false
    }
  }, [projectId, projectName])
  return READINESS_MODULES.map(({ key }) => readinessRow(key, answers[key], { projectId, projectName }))
}
