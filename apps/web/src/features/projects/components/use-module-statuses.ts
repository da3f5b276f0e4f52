import { useEffect, useState } from "react"
import type { ApiResult } from "../../../lib/api-client"
import { getModuleAgileBudget } from "../api/get-module-agile-budget"
import { getModuleAgileScope } from "../api/get-module-agile-scope"
import { getModuleBacklog } from "../api/get-module-backlog"
import { getModuleBudget } from "../api/get-module-budget"
import { getModuleComms } from "../api/get-module-comms"
import { getModuleRelease } from "../api/get-module-release"
import { getModuleRisks } from "../api/get-module-risks"
import { getModuleSchedule } from "../api/get-module-schedule"
import { getModuleScope } from "../api/get-module-scope"
import { getModuleStakeholders } from "../api/get-module-stakeholders"
import { getModuleWbs } from "../api/get-module-wbs"
import { moduleStatus, type ModuleStatus } from "../lib/module-status"
import type { Delivery } from "../lib/project-record"

type Loader = (id: string) => Promise<ApiResult<unknown>>

const LOADERS: Readonly<Record<Delivery, Readonly<Record<string, Loader>>>> = {
  waterfall: {
    scope: getModuleScope,
    stakeholders: getModuleStakeholders,
    risks: getModuleRisks,
    wbs: getModuleWbs,
    budget: getModuleBudget,
    comms: (id) => getModuleComms(id, "Waterfall")
  },
  agile: {
    agile_scope: getModuleAgileScope,
    backlog: getModuleBacklog,
    release: getModuleRelease,
    risks: getModuleRisks,
    schedule: getModuleSchedule,
    budget: getModuleAgileBudget,
    stakeholders: getModuleStakeholders,
    comms: (id) => getModuleComms(id, "Agile")
  }
}

/** Issue 37: each tile's state and count, filled in as its module answers (all asked at once). */
export const useModuleStatuses = (delivery: Delivery | undefined, id: string | undefined): Readonly<Record<string, ModuleStatus>> => {
  const [statuses, setStatuses] = useState<Readonly<Record<string, ModuleStatus>>>({})
  useEffect(() => {
    setStatuses({})
    if (!delivery || !id) return
    let live = true
    for (const [key, load] of Object.entries(LOADERS[delivery])) {
      void load(id).then((result) => {
        const status = moduleStatus(key, result.ok ? { ok: true, data: result.data } : { ok: false, status: result.status })
        if (live && status) setStatuses((current) => ({ ...current, [key]: status }))
      })
    }
    return () => {
      live = false
    }
  }, [delivery, id])
  return statuses
}
